/** Identifiers: random ones for new records, derived ones so a seeded record's parts are stable. */
import { createHash, randomInt, randomUUID } from 'node:crypto';

export const newUuid = (): string => randomUUID();

/** A version-4-shaped uuid derived from a parent id and a label (same inputs, same uuid). */
export function derivedUuid(parent: string, label: string): string {
  const hex = createHash('sha256').update(`${parent}/${label}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A wallet-style address (0x and 40 hex digits) derived from an id. */
export function walletAddress(id: string, label = 'wallet'): string {
  return `0x${createHash('sha256').update(`${id}/${label}`).digest('hex').slice(0, 40)}`;
}

/** Ten-digit loan numbers as the lender's servicing system issues them. */
export const newLoanNumber = (): string => String(randomInt(7_100_000_000, 7_999_999_999));

export function pick<T>(list: readonly T[]): T {
  const item = list[randomInt(list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
