import { type ComponentProps, type ComponentType, lazy } from 'react';
import { log } from '../lib/logger';
// Types only: the app provides the extras (provideShellExtras), so nothing here depends on it.
import type * as extras from '../app/shellExtras';

/** The extras that are code rather than parts of the frame: the late sagas, and a loader. */
type ExtraCode = Pick<
  typeof extras,
  | 'runTelemetry'
  | 'runExperiments'
  | 'runChat'
  | 'runOtherTabs'
  | 'runReconnect'
  | 'runConditionsPoll'
  | 'loadDevtoolsFile'
>;
type ShellExtras = {
  [Name in Exclude<keyof typeof extras, keyof ExtraCode>]: ComponentType<
    ComponentProps<(typeof extras)[Name]>
  >;
} & Partial<ExtraCode>;

const Nothing = () => null;

/** What stands in for the extras when their chunk cannot be fetched: nothing. */
const NO_EXTRAS: ShellExtras = {
  NotificationsMenu: Nothing,
  QueryDevtools: Nothing,
  SurveyPrompt: Nothing,
  LocationAlert: Nothing,
  AccountPanel: Nothing,
  AppSwitcherMenu: Nothing,
  MobileMenu: Nothing,
  ProfileMenu: Nothing,
  Toasts: Nothing,
  ProcessingModal: Nothing,
  ClosedStepNotice: Nothing,
  OutstandingTasksNotice: Nothing,
  // Without its code the loan officer card does not show and the lender's brand stays.
  LoanOfficerPart: ({ fallback }) => fallback,
  ChatLauncher: Nothing,
};

/**
 * The shell's extras (src/app/shellExtras.ts), each as a lazy component over one shared chunk:
 * the first to render fetches it, the others reuse it. Render each inside a Suspense boundary whose
 * fallback keeps the extra's place, so nothing shifts when it arrives.
 *
 * Unlike a screen, an extra that cannot be fetched neither reloads the page (the borrower may be
 * typing) nor reaches an error boundary: it is logged and left out until the next page load.
 */
let shellExtras: Promise<ShellExtras> | null = null;
let provided: (() => Promise<unknown>) | null = null;

/**
 * Where the extras come from: the app says so when it makes its store (src/app/store.ts). The
 * features that show an extra sit below the app, so they cannot load the app's list themselves
 * (docs/architecture.md#layers).
 */
export function provideShellExtras(load: () => Promise<unknown>): void {
  provided = load;
}

let markShellRendered = () => {};
const shellRendered = new Promise<void>((resolve) => {
  markShellRendered = resolve;
});
export const loadShellExtras = () => {
  shellExtras ??= (provided ? provided() : Promise.reject(new Error('No shell extras'))).then(
    (loaded) => loaded as ShellExtras,
    (error: unknown) => {
      log('warn', 'The shell extras could not be loaded', {
        message: error instanceof Error ? error.message : String(error),
      });
      return NO_EXTRAS;
    },
  );
  return shellExtras;
};

/** The shell says it has rendered (AppShell, once mounted). */
export const shellHasRendered = () => markShellRendered();

/**
 * The extras once the shell has rendered: the late sagas (src/app/lateSagas.ts) start then, so their
 * code never competes with the first screen's. A store with no shell (a test of the store or of
 * one component) never starts them.
 */
export const whenShellExtrasLoad = () => shellRendered.then(loadShellExtras);

type ExtraName = Exclude<keyof ShellExtras, keyof ExtraCode>;

/** One extra as a lazy component over the shared chunk. */
const extra = <Name extends ExtraName>(name: Name) =>
  lazy(() => loadShellExtras().then((extras) => ({ default: extras[name] as ShellExtras[Name] })));

export const NotificationsMenu = extra('NotificationsMenu');
export const QueryDevtools = extra('QueryDevtools');
export const SurveyPrompt = extra('SurveyPrompt');
export const LocationAlert = extra('LocationAlert');
export const AccountPanel = extra('AccountPanel');
export const AppSwitcherMenu = extra('AppSwitcherMenu');
export const MobileMenu = extra('MobileMenu');
export const ProfileMenu = extra('ProfileMenu');
export const Toasts = extra('Toasts');
export const ProcessingModal = extra('ProcessingModal');
export const ClosedStepNotice = extra('ClosedStepNotice');
export const OutstandingTasksNotice = extra('OutstandingTasksNotice');
export const LoanOfficerPart = extra('LoanOfficerPart');
export const ChatLauncher = extra('ChatLauncher');
