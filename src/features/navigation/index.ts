/** The navigation feature's public entry: what other features may import from it. */
export {
  fullPageNavigationRequested,
  locationChanged,
  navigationRequested,
  push,
  selectLocation,
  selectNavigationType,
  selectPathname,
} from './navigationSlice';
export type { AppLocation } from './navigationSlice';
export {
  BASE_PATH,
  DASHBOARD_PATH,
  LOGIN_PAGE_PATH,
  SIGNER_AREA,
  SIGNER_LOGIN_PATH,
  SIGNER_RESUME_PATH,
  appPath,
  isUuid,
  keepOnlyPopWebchat,
  loginDestination,
  loginPageUrl,
  relativeToBase,
  stepLink,
  stepUrl,
} from './paths';
export { createMemoryHistory, hrefOf } from './history';
export {
  applicationRouteOf,
  sameApplicationRoute,
  selectApplicationRoute,
} from './applicationRoute';
export type { ApplicationRoute } from './applicationRoute';
