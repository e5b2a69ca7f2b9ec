/**
 * ABA routing numbers: nine digits whose weighted sum (weights 3, 7, 1 repeated) is a multiple
 * of 10. Shared by the app's forms and the sandbox lender, which checks what it is sent.
 */
import { msg } from '@lingui/core/macro';
export const ROUTING_NUMBER_PATTERN = /^\d{9}$/;

/** What a borrower reads of a routing number, whichever side finds the fault. */
export const ROUTING_NUMBER_MESSAGES = {
  required: msg`Enter the routing number`,
  digits: msg`Routing number must be 9 digits`,
  checksum: msg`Enter a valid routing number, like 121000358`,
} as const;

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** Whether `value` has nine digits and passes the ABA checksum (all zeros does not). */
export function isValidRoutingNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !ROUTING_NUMBER_PATTERN.test(value)) return false;
  if (/^0+$/.test(value)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return sum % 10 === 0;
}
