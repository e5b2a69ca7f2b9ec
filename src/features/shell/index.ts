/** The shell feature's public entry: what other features may import from it. */
export { AccountPanel } from './AccountPanel';
// The top bar's menus load with the shell extras (src/app/shellExtras.ts).
export { AppSwitcherMenu } from './AppSwitcherMenu';
export { MobileMenu } from './MobileMenu';
export { ProfileMenu } from './ProfileMenu';
export { NotFound } from './NotFound';
export { FullPageRedirect } from './Redirects';
export { RequireSession } from './RequireSession';
export {
  queryDevtoolsToggled,
  selectQueryDevtoolsOpen,
  rememberSurveyDone,
  selectSurveyDone,
  surveyFinished,
} from './shellSlice';
