/**
 * The shell's extras: parts of the frame that the first screen does not wait for (the
 * notifications menu, the query-devtools view, the survey prompt and the location alert). They
 * load as one chunk once the shell has rendered; src/app/deferred.tsx is their only importer.
 */
export { NotificationsMenu } from '../features/notifications';
export { QueryDevtoolsView } from '../features/devtools';
export { SurveyPrompt } from '../features/progress';
export { LocationAlert } from '../features/feedback';
