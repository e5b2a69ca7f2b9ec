/**
 * Every module that adds endpoints to the API or a slice to the one store. The running app loads
 * them with the screens that need them; a store that must know all of them whatever screens were
 * loaded (the replay tool, `npm run replay`) imports this module first. A test checks it lists
 * every module that calls injectEndpoints or injectInto. The app itself never imports it: it
 * would pull every screen's calls into the first screen.
 */
import '../features/accounts/accountsApi';
import '../features/application/applicationApi';
import '../features/bank/bankApi';
import '../features/bpo/bpoApi';
import '../features/ceoFeedback/ceoFeedbackApi';
import '../features/chat/chatApi';
import '../features/chat/chatStore';
import '../features/conditions/conditionsApi';
import '../features/conditions/phoneApi';
import '../features/credit/creditApi';
import '../features/disclosures/disclosuresApi';
import '../features/featureFlags/experimentsApi';
import '../features/featureFlags/featureFlagsApi';
import '../features/footer/stateLicencesApi';
import '../features/income/incomeApi';
import '../features/insurance/insuranceApi';
import '../features/liens/liensApi';
import '../features/loanOriginator/loanOriginatorApi';
import '../features/merchant/merchantApi';
import '../features/notary/notaryApi';
import '../features/operatingHours/operatingHoursApi';
import '../features/product/productApi';
import '../features/profile/identityApi';
import '../features/profile/profileApi';
import '../features/registration/registrationApi';
import '../features/session/sessionApi';
import '../features/signer/signerApi';
import '../features/signing/signingApi';
import '../features/start/startApi';
import '../features/status/statusApi';
import '../features/telemetry/telemetryApi';
import '../features/telemetry/telemetrySlice';
