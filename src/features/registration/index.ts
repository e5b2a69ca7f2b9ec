/** The registration feature's public entry: what other features may import from it. */
export { NotAcceptingApplications } from './notAccepting';
export { EMPLOYMENT_TYPES } from './options';
