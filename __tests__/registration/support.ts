/** What the registration tests share. */
import { ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';

/**
 * The registration body of Avery Quinn, whose answers the registration tests give (a home in
 * Sacramento she plans to keep, a full-time income of $145,000): all but the password and the
 * referrer, which each test chooses.
 */
export const AVERY_REGISTRATION = {
  email: 'avery@example.com',
  firstName: 'Avery',
  lastName: 'Quinn',
  dateOfBirth: '1985-03-27',
  phone: '9165550142',
  address: { street1: '1234 Juniper Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
  planToSell: false,
  annualIncome: 145000,
  employmentType: 'FULL_TIME',
  softCreditConsent: true,
  esignConsent: true,
  esignConsentVersion: ESIGN_CONSENT_VERSION,
};
