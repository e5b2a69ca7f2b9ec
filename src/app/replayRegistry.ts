/**
 * Every module that adds endpoints to the API. The running app loads them with the screens that
 * need them; a store that must know all of them whatever screens were loaded imports this module
 * first and injects the late slices (./lateSlices.ts): only the replay does (replayActionLog.ts,
 * for `npm run replay` and the development-only ?replay page). A test checks it lists every
 * module that calls injectEndpoints. The app itself never imports it: it would pull every
 * screen's calls into the first screen.
 */
import * as accountsApi from '../features/accounts/accountsApi';
import * as applicationApi from '../features/application/applicationApi';
import * as bankApi from '../features/bank/bankApi';
import * as bpoApi from '../features/bpo/bpoApi';
import * as ceoFeedbackApi from '../features/ceoFeedback/ceoFeedbackApi';
import * as chatApi from '../features/chat/chatApi';
import * as completeApi from '../features/complete/completeApi';
import * as conditionsApi from '../features/conditions/conditionsApi';
import * as phoneApi from '../features/conditions/phoneApi';
import * as copiesApi from '../features/copies/copiesApi';
import * as creditApi from '../features/credit/creditApi';
import * as disclosuresApi from '../features/disclosures/disclosuresApi';
import * as experimentsApi from '../features/featureFlags/experimentsApi';
import * as featureFlagsApi from '../features/featureFlags/featureFlagsApi';
import * as stateLicencesApi from '../features/organisation/stateLicencesApi';
import * as incomeApi from '../features/income/incomeApi';
import * as insuranceApi from '../features/insurance/insuranceApi';
import * as liensApi from '../features/liens/liensApi';
import * as loanOriginatorApi from '../features/loanOriginator/loanOriginatorApi';
import * as merchantApi from '../features/merchant/merchantApi';
import * as notaryApi from '../features/notary/notaryApi';
import * as operatingHoursApi from '../features/operatingHours/operatingHoursApi';
import * as productApi from '../features/product/productApi';
import * as identityApi from '../features/profile/identityApi';
import * as profileApi from '../features/profile/profileApi';
import * as registrationApi from '../features/registration/registrationApi';
import * as sessionApi from '../features/session/sessionApi';
import * as signerApi from '../features/signer/signerApi';
import * as signingApi from '../features/signing/signingApi';
import * as startApi from '../features/start/startApi';
import * as statusApi from '../features/status/statusApi';
import * as telemetryApi from '../features/telemetry/telemetryApi';

/**
 * The modules, referenced: package.json marks the app's modules free of side effects (for tree
 * shaking), so a bare import of them would be dropped from a browser build (the ?replay page).
 */
export const REPLAY_REGISTRY: readonly object[] = [
  accountsApi,
  applicationApi,
  bankApi,
  bpoApi,
  ceoFeedbackApi,
  chatApi,
  completeApi,
  conditionsApi,
  phoneApi,
  copiesApi,
  creditApi,
  disclosuresApi,
  experimentsApi,
  featureFlagsApi,
  stateLicencesApi,
  incomeApi,
  insuranceApi,
  liensApi,
  loanOriginatorApi,
  merchantApi,
  notaryApi,
  operatingHoursApi,
  productApi,
  identityApi,
  profileApi,
  registrationApi,
  sessionApi,
  signerApi,
  signingApi,
  startApi,
  statusApi,
  telemetryApi,
];
