/**
 * Spec 1 section 2: every route and the heading its screen shows, shared by the component tests
 * and the browser tests. Application routes are relative to /account/heloc/{uuid}/.
 */
export const APPLICATION_ROUTE_HEADINGS: readonly (readonly [string, string])[] = [
  ['bank/autopay', 'Set up automatic payments'],
  ['bank/confirm', 'Confirm your bank account'],
  ['bank/disburse', 'Choose where to receive your funds'],
  ['bank/manual-disburse', 'Enter your bank account details'],
  ['credit/social', 'Confirm your Social Security number'],
  ['credit/error', 'We could not access your credit report'],
  ['complete', 'Your line of credit is on its way'],
  ['conditions', 'Your outstanding tasks'],
  ['conditions/upload-document', 'Upload a requested document'],
  ['conditions/phone-number', 'Add your phone number'],
  ['document/disclosures', 'Review your disclosures'],
  ['error/decline', 'We are unable to approve your application'],
  ['error/credit', 'Your application did not meet our credit requirements'],
  ['error/income', 'Your application did not meet our income requirements'],
  ['error/timeout', 'This is taking longer than expected'],
  ['error/flood-cert', 'We are waiting on your flood certificate'],
  ['income/review', 'Review your income'],
  ['income/pointserv-callback', 'Connecting your income source'],
  ['income/upload/MANUAL_PAYSTUB', 'Upload your income documents'],
  ['income/employer-verification', 'Verify your employer'],
  ['identity', 'Verify your identity'],
  ['insurance/upload', 'Upload proof of insurance'],
  ['insurance/requirements', 'Homeowners insurance requirements'],
  ['liens', 'Review the liens on your property'],
  ['notary/intro', 'Meet your notary'],
  ['notary/schedule-manual', 'Schedule your notary appointment'],
  ['notary/reserve-manual', 'Reserve your notary appointment'],
  ['notary/session', 'Your notary session'],
  ['notary/error', 'We could not start your notary session'],
  ['product/assets', 'Verify your assets'],
  ['product/select', 'Select your offer'],
  ['product/prequal-winback', 'Your updated offer'],
  ['signing/intro', 'Get ready to sign'],
  ['signing/sign', 'Sign your loan documents'],
  ['signing/additional', 'Additional signers'],
  ['signing/support', 'Help with signing'],
  ['start/profile', 'Tell us about yourself'],
  ['start/contact', 'Confirm your contact information'],
  ['start/hmda', 'Government monitoring information'],
  ['start/app-summary', 'Review your application'],
  ['review-app/incorrect-pin', 'Your credit freeze PIN did not work'],
  ['review-app/no-credit', 'We could not find your credit file'],
  ['review-app/property', 'We could not verify your property'],
  ['review-app/uw', 'Your application is being reviewed'],
  ['review-app/delinquency', 'We are reviewing your mortgage payments'],
  ['review-app/incorrect-ownership', 'We could not confirm your ownership'],
  ['payoff/hold', 'We are processing your payoff request'],
  ['bpo/condition', 'A property valuation is required'],
  ['bpo/hold', 'Your property valuation is in progress'],
  ['bpo/waiting', 'Waiting for your property valuation'],
  ['bpo/estimate-value', 'Estimate your home value'],
  ['bpo/order-bpo', 'Order a property valuation'],
  ['hold', 'Your appraisal is being scheduled'],
  ['review-app/datatree', 'This is taking longer than expected'],
  ['review-app/signdocs', 'This is taking longer than expected'],
];

/** Routes outside /{uuid}; heloc-signer routes other than login need a session. */
export const TOP_LEVEL_ROUTE_HEADINGS: readonly (readonly [string, string])[] = [
  ['plaid-oauth-success', 'Finishing your bank connection'],
  ['register', 'Apply for a home equity line of credit'],
  ['register/account-setup', 'Create your account'],
  ['register/support', 'Help with your application'],
  ['heloc-signer/resume', 'Pick up where you left off'],
  ['heloc-signer/login', 'Additional signer sign in'],
  ['heloc-signer/cancelled', 'This signing has been cancelled'],
  ['heloc-signer/identity', 'Verify your identity'],
  ['heloc-signer/intro', 'You have been added as a signer'],
  ['heloc-signer/error', 'We could not continue your signing'],
  ['heloc-signer/sign', 'Sign your documents'],
  ['heloc-signer/documents', 'Your documents'],
  ['heloc-signer/conditions', 'Your tasks'],
  ['heloc-signer/conditions/upload-document', 'Upload a document'],
  ['heloc-signer/conditions/identity', 'Confirm your identity'],
];

/** Spec 1 section 6: what an anonymous visitor may open. */
export const ANONYMOUS_ROUTES = [
  'register',
  'register/account-setup',
  'register/support',
  'heloc-signer/login',
];

/** Index routes that redirect to the application's own route (spec 1 section 2.2). */
export const INDEX_REDIRECTS = [
  'bank',
  'credit',
  'document',
  'error',
  'insurance',
  'notary',
  'product',
  'signing',
  'start',
  'review-app',
  'bpo',
];

export const APPLICATION_HEADING = 'Your home equity line of credit';
export const NOT_ACCEPTING_HEADING = 'We are not accepting applications here';
export const NOT_FOUND_HEADING = 'We could not find that page';
