/** The application feature's public entry: what other features may import from it. */
export { APPLICATION_SERVICE, applicationApi, useGetApplicationsQuery } from './applicationApi';
export {
  applicationOpened,
  firstActiveApplication,
  selectCurrentApplication,
  selectCurrentApplicationUuid,
} from './applicationSlice';
export { readApplication, readApplications } from '../../contract/application';
export type { HelocApplication, HmdaAnswers, IncomeSource, Lien } from './types';
export { selectApplicationUuid, useApplicationUuid } from './useApplicationUuid';
export { BorrowerOnly, BorrowerStep, ReferredApplicationBar } from './Referred';
export { borrowerNameOf, borrowerOf, selectApplicationRole } from './referred';
