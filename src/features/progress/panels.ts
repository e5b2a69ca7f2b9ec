/**
 * The progress panels, loaded as one chunk of their own (./LazyPanels.tsx is their only
 * importer): the first screen paints without them, in the space kept for them.
 */
export { ApplicationSidePanel } from './ApplicationSidePanel';
export { RegistrationProgress } from './RegistrationProgress';
export { SignerProgress } from './SignerProgress';
