import { type ComponentType, lazy, Suspense } from 'react';
import { log } from '../../lib/logger';

/**
 * Where the dev sign-in toolbar goes (builds other than production only: docs/supporting-areas.md#developer-login-toolbar).
 * The check is made at compile time: webpack writes "production" for process.env.NODE_ENV in a
 * production build, the condition folds to false and the import() in the dead branch is never
 * followed, so the build holds none of the toolbar's code or words (the browser test
 * devServer.test.ts scans dist/ for them; this file's own words avoid the toolbar's title, as
 * its source ends up in the production source maps). Other builds load it as a chunk of its own.
 */
const DevLoginToolbar =
  process.env.NODE_ENV !== 'production'
    ? lazy<ComponentType>(() =>
        import(/* webpackChunkName: "dev-toolbar" */ './DevLoginToolbar').catch(
          (error: unknown) => {
            log('warn', 'The dev sign-in toolbar could not be loaded', {
              message: error instanceof Error ? error.message : String(error),
            });
            return { default: () => null };
          },
        ),
      )
    : null;

export function DevLoginToolbarSlot() {
  if (!DevLoginToolbar) return null;
  return (
    <Suspense fallback={null}>
      <DevLoginToolbar />
    </Suspense>
  );
}
