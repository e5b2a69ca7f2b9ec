/** GET /service-lead-portal/api/lo/{loanOriginatorUuid}: the loan originator's public card. */
import { answerOf, type Answer, record, text } from './schema';

export const loanOriginatorSchema = record({
  uuid: text(),
  originatorName: text(null),
  brokerName: text(null),
  avatarUri: text(null),
  email: text(null),
  /** Digits as the server keeps them; the card formats them. */
  phoneNumber: text(null),
  nmls: text(null),
  /** Originator branding that can replace the default. */
  logoUri: text(null),
  link: text(null),
});

export type LoanOriginator = Answer<typeof loanOriginatorSchema>;

export const readLoanOriginator = answerOf(loanOriginatorSchema, 'loan originator');
