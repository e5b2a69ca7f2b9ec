/** The shell feature's public entry: what other features may import from it. */
export { AccountPanel } from './AccountPanel';
export { NotFound } from './NotFound';
export { FullPageRedirect } from './Redirects';
export { RequireSession } from './RequireSession';
export {
  queryDevtoolsToggled,
  selectQueryDevtoolsOpen,
  selectSurveyTriggered,
  surveyTriggered,
} from './shellSlice';
