/** The shell feature's public entry: what other features may import from it. */
export { NotFound } from './NotFound';
export { FullPageRedirect } from './Redirects';
export { RequireSession } from './RequireSession';
export {
  queryDevtoolsToggled,
  selectQueryDevtoolsOpen,
  selectSurveyTriggered,
  surveyTriggered,
} from './shellSlice';
