/** The progress feature's public entry: what other features may import from it. */
// The panels load as a chunk of their own, each in a box that keeps its place (./LazyPanels).
export {
  ApplicationSidePanel,
  preloadProgressPanels,
  RegistrationProgress,
  SignerProgress,
} from './LazyPanels';
export { SurveyPrompt } from './SurveyPrompt';
export {
  formatApr,
  formatCents,
  formatMoney,
  formatStatedAmount,
  formatTermYears,
  formatWholeDollars,
} from '../../lib/figures';
export { monthlyPayment, truthInLending } from '../../contract/payments';
export {
  registrationPosition,
  registrationSteps,
  type SignerStepId,
  signerSteps,
} from './progressSteps';
export { formatAddress } from './address';
export { provideRouteManifest } from './routeProgress';
