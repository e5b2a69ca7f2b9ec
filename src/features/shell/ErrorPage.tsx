import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import {
  fullPageNavigationRequested,
  navigationRequested,
  appPath,
  DASHBOARD_PATH,
} from '../navigation';
import { focusHeadingIfHeld } from '../../ui/navigationFocus';
import { SupportContact } from '../../ui/SupportContact';

/** The page's heading. */
export const ERROR_PAGE_HEADING = msg`Sorry, looks like we have hit a snag!`;

/**
 * The general error page (docs/shell.md#errors-and-the-session). Try again resets the route to the
 * start of the app, which decides the step afresh; the error itself was tracked by whoever showed
 * this page.
 */
export function ErrorPage({ onReset }: { onReset?: () => void }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusHeadingIfHeld(heading.current), []);

  return (
    <section className="error-page" aria-labelledby="error-page-heading">
      <h1 id="error-page-heading" ref={heading} tabIndex={-1}>
        {t(ERROR_PAGE_HEADING)}
      </h1>
      <p>
        <Trans>Something went wrong on our side. Nothing you entered has been lost.</Trans>
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onReset?.();
            dispatch(navigationRequested({ method: 'replace', to: appPath() }));
          }}
        >
          <Trans>Try again</Trans>
        </button>
        <button
          type="button"
          className="button"
          onClick={() => dispatch(fullPageNavigationRequested({ href: DASHBOARD_PATH }))}
        >
          <Trans>Go to dashboard</Trans>
        </button>
      </div>
      <SupportContact />
    </section>
  );
}
