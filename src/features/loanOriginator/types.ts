/** GET /service-lead-portal/api/lo/{loanOriginatorUuid} (spec 2 section 3). */
export interface LoanOriginator {
  uuid: string;
  originatorName: string | null;
  brokerName: string | null;
  avatarUri: string | null;
  email: string | null;
  /** Digits as the server keeps them; the card formats them. */
  phoneNumber: string | null;
  nmls: string | null;
  /** Originator branding that can replace the default (spec 1 section 1). */
  logoUri?: string | null;
  link?: string | null;
}
