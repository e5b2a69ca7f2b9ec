import { lazyWithRetry } from '../../loading/lazyWithRetry';

/**
 * The page for a visit registration turns away (./NotAcceptingApplications.tsx), loaded when it
 * shows: few visits ever see it, so its code is not part of every first screen.
 */
export const NotAcceptingApplications = lazyWithRetry(
  () => import(/* webpackChunkName: "not-accepting" */ './NotAcceptingApplications'),
);
