import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { COPIES_STEP } from './paths';

/** This feature's routes, under /account/heloc/{uuid}/ (docs/journey.md#copies-of-what-was-signed). */
export const copiesRoutes = defineApplicationRoutes([
  {
    path: COPIES_STEP,
    progress: null,
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "document-copies" */ './screens/DocumentCopiesScreen'),
  },
  {
    path: `${COPIES_STEP}/:copyUuid`,
    progress: null,
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "document-copy" */ './screens/DocumentCopyScreen'),
  },
]);
