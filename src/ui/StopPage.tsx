import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SupportContact } from './SupportContact';
import './stopPage.css';

/**
 * The parts every page that explains a stop shares (credit, review, error and hold pages): after
 * what happened, "What happens next" as numbered steps, and how to reach support. The page's h1
 * is the Screen's; these are its h2 sections.
 */
export function NextSteps({ heading, steps }: { heading?: string; steps: readonly ReactNode[] }) {
  const { t } = useLingui();
  return (
    <>
      <h2 className="stop-page__heading">{heading ?? t`What happens next`}</h2>
      <ol className="next-steps">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </>
  );
}

/** "Need help?" (or the page's own heading), an optional lead-in, and the support contact. */
export function GetHelp({ heading, children }: { heading?: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <h2 className="stop-page__heading">{heading ?? t`Need help?`}</h2>
      {children}
      <SupportContact />
    </>
  );
}
