import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { StepsProgress } from './progressSelectors';
import { ProgressStepList } from './ProgressStepList';
import { SecurityFooterLine } from './SecurityFooterLine';
import './progress.css';

export const PROGRESS_PANEL_HEADING = msg`Application progress`;
export const DEFAULT_PROGRESS_TEXT = msg`Complete your loan process today and get funded in as little as five days.`;

export interface ProgressPanelProps {
  progress: StepsProgress;
  /** The accessible name of the step list. */
  stepsLabel: string;
  /** The loan number shown as the Application ID in the header; hidden when absent. */
  applicationId?: string | null;
  description?: string | null;
  /**
   * The 256-bit encryption line at the foot of the panel: off by default; the application's
   * panel shows it where a bank account is linked (docs/shell.md#the-progress-side-panel).
   */
  showSecurityLine?: boolean;
  children?: ReactNode;
}

/** The frame every progress panel shares: heading, Application ID, text, steps, footer line. */
export function ProgressPanel({
  progress,
  stepsLabel,
  applicationId,
  description,
  showSecurityLine = false,
  children,
}: ProgressPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <aside className="progress-panel" aria-labelledby={headingId}>
      <header className="progress-panel__header">
        <h2 id={headingId} className="progress-panel__heading">
          {t(PROGRESS_PANEL_HEADING)}
        </h2>
        {applicationId ? (
          <p className="progress-panel__application-id">
            <span className="progress-panel__application-id-label">
              <Trans>Application ID</Trans>
            </span>{' '}
            <span className="progress-panel__application-id-value">{applicationId}</span>
          </p>
        ) : null}
      </header>
      {description ? <p className="progress-panel__description">{description}</p> : null}
      <ProgressStepList label={stepsLabel} {...progress} />
      {children}
      {showSecurityLine ? <SecurityFooterLine /> : null}
    </aside>
  );
}
