import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';
import { COPIES_HEADING, COPIES_STEP } from './paths';

/** This feature's routes, under /account/heloc/{uuid}/ (docs/journey.md#copies-of-what-was-signed). */
export const copiesRoutes = defineApplicationRoutes([
  {
    path: COPIES_STEP,
    title: COPIES_HEADING,
    progress: null,
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "document-copies" */ './screens/DocumentCopiesScreen'),
    ),
  },
  {
    path: `${COPIES_STEP}/:copyUuid`,
    title: msg`Your document`,
    progress: null,
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "document-copy" */ './screens/DocumentCopyScreen'),
    ),
  },
]);
