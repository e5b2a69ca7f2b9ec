/** The progress feature's public entry: what other features may import from it. */
// The panels load as a chunk of their own, each in a box that keeps its place (./LazyPanels).
export {
  ApplicationSidePanel,
  preloadProgressPanels,
  RegistrationProgress,
  SignerProgress,
} from './LazyPanels';
export { SurveyPrompt } from './SurveyPrompt';
export { formatMoney } from './money';
export { formatApr, formatTermYears, monthlyPayment } from './offer';
export { formatAddress } from './address';
export { provideRouteManifest } from './routeProgress';
