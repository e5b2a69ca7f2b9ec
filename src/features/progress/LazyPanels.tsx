import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { log } from '../../lib/logger';
import type * as panels from './panels';
import './progress.css';

type Panels = {
  [Name in keyof typeof panels]: ComponentType<ComponentProps<(typeof panels)[Name]>>;
};

const Nothing = () => null;
const NO_PANELS: Panels = {
  ApplicationSidePanel: Nothing,
  RegistrationProgress: Nothing,
  SignerProgress: Nothing,
};

/**
 * The panels' chunk (./panels), fetched once. Like the shell extras (src/loading/lateParts.tsx), a
 * panel whose code cannot be fetched neither reloads the page (the borrower may be typing) nor
 * reaches an error boundary: it is logged and left out until the next page load.
 */
let loaded: Promise<Panels> | null = null;
export function preloadProgressPanels(): Promise<Panels> {
  loaded ??= import(/* webpackChunkName: "progress-panels" */ './panels').catch(
    (error: unknown) => {
      log('warn', 'The progress panel could not be loaded', {
        message: error instanceof Error ? error.message : String(error),
      });
      return NO_PANELS;
    },
  );
  return loaded;
}

const LazyApplicationSidePanel = lazy(() =>
  preloadProgressPanels().then((loaded) => ({ default: loaded.ApplicationSidePanel })),
);
const LazyRegistrationProgress = lazy(() =>
  preloadProgressPanels().then((loaded) => ({ default: loaded.RegistrationProgress })),
);
const LazySignerProgress = lazy(() =>
  preloadProgressPanels().then((loaded) => ({ default: loaded.SignerProgress })),
);

/**
 * Where a panel goes while its code loads: the panel's box at the height the panel usually
 * takes (progress.css), so the page around it does not move when it fills in.
 */
function PanelPlaceholder({ variant }: { variant: 'application' | 'registration' | 'signer' }) {
  return (
    <div
      className={`progress-panel progress-panel--loading progress-panel--loading-${variant}`}
      aria-hidden="true"
    />
  );
}

/** The application's progress panel (./ApplicationSidePanel), its place kept while it loads. */
export function ApplicationSidePanel(props: ComponentProps<typeof panels.ApplicationSidePanel>) {
  return (
    <Suspense fallback={<PanelPlaceholder variant="application" />}>
      <LazyApplicationSidePanel {...props} />
    </Suspense>
  );
}

/** The registration's progress panel (./RegistrationProgress), its place kept while it loads. */
export function RegistrationProgress(props: ComponentProps<typeof panels.RegistrationProgress>) {
  return (
    <Suspense fallback={<PanelPlaceholder variant="registration" />}>
      <LazyRegistrationProgress {...props} />
    </Suspense>
  );
}

/** The additional signer's progress panel (./SignerProgress), its place kept while it loads. */
export function SignerProgress(props: ComponentProps<typeof panels.SignerProgress>) {
  return (
    <Suspense fallback={<PanelPlaceholder variant="signer" />}>
      <LazySignerProgress {...props} />
    </Suspense>
  );
}
