import { string } from 'yup';
import {
  isValidRoutingNumber,
  ROUTING_NUMBER_MESSAGES,
  ROUTING_NUMBER_PATTERN,
} from '../../contract/routingNumber';
import { withoutSeparators } from '../../lib/bankAccount';
import { type SchemaMessage, yupMessage } from './messages';

/** The contract's rule and words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export { isValidRoutingNumber, ROUTING_NUMBER_MESSAGES };

/**
 * A US bank routing number: 9 digits (spaces and hyphens allowed while typing) that pass the ABA
 * checksum. Send `withoutSeparators(value)`.
 */
/** What a routing number reads: the contract's messages, or a screen's own words. */
export type RoutingNumberMessages = Record<keyof typeof ROUTING_NUMBER_MESSAGES, SchemaMessage>;

export const routingNumberSchema = (messages: RoutingNumberMessages = ROUTING_NUMBER_MESSAGES) =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? withoutSeparators(value) : value))
    .required(yupMessage(messages.required))
    .matches(ROUTING_NUMBER_PATTERN, {
      message: yupMessage(messages.digits),
      excludeEmptyString: true,
    })
    .test(
      'aba-checksum',
      yupMessage(messages.checksum),
      // One message at a time: the checksum is checked once there are 9 digits.
      (value) => !value || !ROUTING_NUMBER_PATTERN.test(value) || isValidRoutingNumber(value),
    );
