/**
 * The decision rules, loaded with the first routing run (docs/performance.md#the-first-screen):
 * where the applicant goes, and whether the app moves them there.
 */
export { decideRoute } from './decideRoute';
export { navigationVerdict } from './navigationPolicy';
