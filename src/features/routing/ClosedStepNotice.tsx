import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../app/hooks';
import { selectLocation } from '../navigation';
import { selectClosedStepNotice } from './routingSlice';
import './closedStepNotice.css';

/** Said on the page the routing moved the applicant to off a closed step. */
export const STEP_CLOSED_NOTICE = msg`That step is already done. Here is your next step.`;

/**
 * One line saying why the applicant is on this page, after the routing moved them off a step the
 * lender no longer has open for them (docs/routing.md#a-step-that-is-closed). The live region
 * stays on the application's pages, empty until then, so the line is announced as it comes. A
 * live region without the status role: the pages' own status messages stay the only ones.
 */
export function ClosedStepNotice() {
  const { t } = useLingui();
  const notice = useAppSelector(selectClosedStepNotice);
  const { pathname } = useAppSelector(selectLocation);
  return (
    <div aria-live="polite" aria-atomic="true" className="closed-step-notice">
      {notice !== null && notice === pathname ? <p>{t(STEP_CLOSED_NOTICE)}</p> : null}
    </div>
  );
}
