import { type ComponentProps, type ComponentType, lazy } from 'react';
import { log } from '../lib/logger';
import type * as extras from './shellExtras';

type ExtraSagas = Pick<typeof extras, 'runTelemetry' | 'runExperiments' | 'runChat'>;
type ShellExtras = {
  [Name in Exclude<keyof typeof extras, keyof ExtraSagas>]: ComponentType<
    ComponentProps<(typeof extras)[Name]>
  >;
} & Partial<ExtraSagas>;

const Nothing = () => null;

/** What stands in for the extras when their chunk cannot be fetched: nothing. */
const NO_EXTRAS: ShellExtras = {
  NotificationsMenu: Nothing,
  QueryDevtoolsView: Nothing,
  SurveyPrompt: Nothing,
  LocationAlert: Nothing,
  AccountPanel: Nothing,
  AppSwitcherMenu: Nothing,
  MobileMenu: Nothing,
  ProfileMenu: Nothing,
  Toasts: Nothing,
  ProcessingModal: Nothing,
  // Without its code the loan officer card does not show and the lender's brand stays.
  LoanOfficerPart: ({ fallback }) => fallback,
  ChatLauncher: Nothing,
};

/**
 * The shell's extras (./shellExtras), each as a lazy component over one shared chunk: the first
 * to render fetches it, the others reuse it. Render each inside a Suspense boundary whose
 * fallback keeps the extra's place, so nothing shifts when it arrives.
 *
 * Unlike a screen, an extra that cannot be fetched neither reloads the page (the borrower may be
 * typing) nor reaches an error boundary: it is logged and left out until the next page load.
 */
let shellExtras: Promise<ShellExtras> | null = null;
let markShellRendered = () => {};
const shellRendered = new Promise<void>((resolve) => {
  markShellRendered = resolve;
});
export const loadShellExtras = () => {
  shellExtras ??= import(/* webpackChunkName: "shell-extras" */ './shellExtras').then(
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
 * The extras once the shell has rendered: the late sagas (./lateSagas.ts) start then, so their
 * code never competes with the first screen's. A store with no shell (a test of the store or of
 * one component) never starts them.
 */
export const whenShellExtrasLoad = () => shellRendered.then(loadShellExtras);

export const NotificationsMenu = lazy(() =>
  loadShellExtras().then((extras) => ({ default: extras.NotificationsMenu })),
);
export const QueryDevtoolsView = lazy(() =>
  loadShellExtras().then((extras) => ({ default: extras.QueryDevtoolsView })),
);
export const SurveyPrompt = lazy(() =>
  loadShellExtras().then((extras) => ({ default: extras.SurveyPrompt })),
);
export const LocationAlert = lazy(() =>
  loadShellExtras().then((extras) => ({ default: extras.LocationAlert })),
);
export const AccountPanel = lazy(() =>
  loadShellExtras().then((extras) => ({ default: extras.AccountPanel })),
);
export const AppSwitcherMenu = lazy(() =>
  loadShellExtras().then((extras) => ({ default: extras.AppSwitcherMenu })),
);
export const MobileMenu = lazy(() =>
  loadShellExtras().then((extras) => ({ default: extras.MobileMenu })),
);
export const ProfileMenu = lazy(() =>
  loadShellExtras().then((extras) => ({ default: extras.ProfileMenu })),
);
export const Toasts = lazy(() => loadShellExtras().then((extras) => ({ default: extras.Toasts })));
export const ProcessingModal = lazy(() =>
  loadShellExtras().then((extras) => ({ default: extras.ProcessingModal })),
);
export const LoanOfficerPart = lazy(() =>
  loadShellExtras().then((extras) => ({ default: extras.LoanOfficerPart })),
);
export const ChatLauncher = lazy(() =>
  loadShellExtras().then((extras) => ({ default: extras.ChatLauncher })),
);
