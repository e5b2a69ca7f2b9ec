import { string } from 'yup';
import {
  isValidRoutingNumber,
  ROUTING_NUMBER_MESSAGES,
  ROUTING_NUMBER_PATTERN,
} from '../../contract/routingNumber';
import { withoutSeparators } from '../../lib/bankAccount';
import './messages';

/** The contract's rule and words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export { isValidRoutingNumber, ROUTING_NUMBER_MESSAGES };

/**
 * A US bank routing number: 9 digits (spaces and hyphens allowed while typing) that pass the ABA
 * checksum. Send `withoutSeparators(value)`.
 */
export const routingNumberSchema = (messages = ROUTING_NUMBER_MESSAGES) =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? withoutSeparators(value) : value))
    .required(messages.required)
    .matches(ROUTING_NUMBER_PATTERN, { message: messages.digits, excludeEmptyString: true })
    .test(
      'aba-checksum',
      messages.checksum,
      // One message at a time: the checksum is checked once there are 9 digits.
      (value) => !value || !ROUTING_NUMBER_PATTERN.test(value) || isValidRoutingNumber(value),
    );
