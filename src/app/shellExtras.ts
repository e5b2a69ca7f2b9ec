/**
 * The shell's extras: parts of the frame that the first screen does not wait for (the top bar's
 * menus: notifications, the app switcher, the profile menu and the mobile menu; the
 * query devtools, the survey prompt and the location alert), the menus' contents (the
 * account panel), the loan officer card's parts and the prompts (toasts, the processing modal,
 * the line said after a move off a closed step).
 * They load as one chunk once the shell has rendered, or when one of them first shows;
 * src/app/store.ts provides them to src/loading/lateParts.tsx, which shows them.
 */
import { createElement, lazy } from 'react';
import { injectLateSlices } from './lateSlices';

// The chat and telemetry slices join the store with their sagas' code, below.
injectLateSlices();

const LocationAlertCode = lazy(() =>
  import(/* webpackChunkName: "location-alert" */ '../features/feedback/LocationAlert').then(
    (module) => ({ default: module.LocationAlert }),
  ),
);
/**
 * The location alert, on the pages where the borrower signs only: a chunk of its own (an extra is
 * itself lazy, so it renders the lazy code rather than being it).
 */
export const LocationAlert = () => createElement(LocationAlertCode);

export { NotificationsMenu } from '../features/notifications';
export { SurveyPrompt } from '../features/progress';
export { QueryDevtools } from '../features/devtools';
export { AccountPanel, AppSwitcherMenu, MobileMenu, ProfileMenu } from '../features/shell';
export { Toasts } from '../features/feedback';
export { ClosedStepNotice, ProcessingModal } from '../features/routing';
export { OutstandingTasksNotice } from '../features/conditions';
export { LoanOfficerPart } from '../features/loanOriginator';
// Sagas whose code need not be there for the first screen (src/app/lateSagas.ts).
export { runTelemetry } from '../features/telemetry/telemetryRunner';
export { runExperiments } from '../features/featureFlags/experimentsRunner';
export { runChat } from '../features/chat/chatRunner';
export { runOtherTabs } from '../features/session/otherTabs';
export { runReconnect } from '../features/session/reconnect';
export { conditionsPollSaga as runConditionsPoll } from '../features/conditions/conditionsPollSaga';
// The webchat's button (the pop-webchat value: docs/shell.md#redirects-and-public-pages); the
// widget itself is a chunk of its own.
export { ChatLauncher } from '../features/chat/ChatLauncher';
/**
 * The maker of the query devtools' Redux DevTools file: it reduces the session's log through
 * the app's reducers, which only the app may gather (docs/architecture.md#layers). A chunk of
 * its own, loaded when the file is first asked for.
 */
export const loadDevtoolsFile = () =>
  import(/* webpackChunkName: "devtools-file" */ './replay/appLogForDevtools').then(
    (module) => module.devtoolsFileOfAppLog,
  );
