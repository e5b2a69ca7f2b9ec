/** The progress feature's public entry: what other features may import from it. */
export { ApplicationSidePanel } from './ApplicationSidePanel';
export { RegistrationProgress } from './RegistrationProgress';
export { SignerProgress } from './SignerProgress';
export { SurveyPrompt } from './SurveyPrompt';
export { formatMoney } from './money';
export { formatApr, formatTermYears, monthlyPayment } from './offer';
export { formatAddress } from './progressSelectors';
