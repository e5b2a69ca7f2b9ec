import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp } from '../../../ui/StopPage';
import { selectCurrentApplication } from '../../application';
import type { HelocApplication } from '../../application';
import {
  COPIES_HEADING,
  CopiesLink,
  copyPath,
  DocumentCopyList,
  WithDocumentCopies,
} from '../../copies';
import { DASHBOARD_PATH } from '../../navigation';
import { formatCents, formatWholeDollars, truthInLending } from '../../progress';
import { useRoutingCheck } from '../../routing';
import { selectServerState, selectStatusObject } from '../../status';
import {
  currentFundingStage,
  FUNDING_STAGES,
  type FundingStageId,
  STAGE_STATE_TEXT,
  stageState,
} from '../fundingTimeline';
import {
  CANCELLED_HEADING,
  CANCELLED_TEXT,
  DASHBOARD_LINK_LABEL,
  rightToCancelView,
} from '../rightToCancel';
import { RightToCancel, WhatFollows } from './RightToCancel';
import '../complete.css';

export { titles } from '../titles';

export const TIMELINE_HEADING = msg`Your funding timeline`;
export const FIGURES_HEADING = msg`Your line`;
export const LINE_AMOUNT_LABEL = msg`Line amount`;
export const FIRST_PAYMENT_LABEL = msg`First payment`;
export const PAID_FROM_LABEL = msg`Payments`;
export const FUNDS_TO_LABEL = msg`Money sent to`;
export const ON_ITS_WAY_TEXT = msg`You have done everything we need. Your line is usually funded in about five business days; this page shows where it is.`;
export const FUNDED_TEXT = msg`Your line of credit has been funded.`;
/** The heading once funded; before that, the route's own ("Your line of credit is on its way"). */
export const FUNDED_HEADING = msg`Your line of credit has been funded`;
/**
 * The first payment (`payment`, written out) and when it is due. The lender gives no due date.
 * Reading chosen: payments are monthly, so the first is due about a month after funding; the
 * lender's first statement gives the date.
 */
export const firstPaymentText = (payment: string) =>
  msg`${payment}, due about one month after your line is funded`;

/** The timeline as an ordered list: each stage says in words whether it is done, now or next. */
function FundingTimeline({ current }: { current: FundingStageId }) {
  const { t } = useLingui();
  return (
    <ol className="funding-timeline" aria-label={t(TIMELINE_HEADING)}>
      {FUNDING_STAGES.map((stage, index) => {
        const state = stageState(stage.id, current);
        return (
          <li
            key={stage.id}
            className={`funding-stage funding-stage--${state}`}
            aria-current={stage.id === current ? 'step' : undefined}
            data-state={state}
          >
            <span className="funding-stage__marker" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="funding-stage__body">
              <span className="funding-stage__label">{t(stage.label)}</span>{' '}
              <span className="funding-stage__state">({t(STAGE_STATE_TEXT[state])})</span>
              <span className="funding-stage__text">{t(stage.text)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function payments(application: HelocApplication): MessageDescriptor | null {
  if (application.payType === 'MANUAL') return msg`You pay each month yourself`;
  const mask = application.autopayAccount?.mask;
  if (application.payType === 'AUTOPAY') {
    return mask
      ? msg`Taken automatically from the account ending ${mask}`
      : msg`Taken automatically`;
  }
  return null;
}

/**
 * The line amount, the first payment (the Truth in Lending figures' monthly payment,
 * docs/journey.md#truth-in-lending-figures), and where money goes and comes from, when known.
 */
function LineFigures({ application }: { application: HelocApplication }) {
  const { t } = useLingui();
  const payment = truthInLending(application).monthlyPayment;
  const paidBy = payments(application);
  const fundsTo = application.disburseAccount?.mask;
  return (
    <dl className="summary-list">
      {application.amount > 0 ? (
        <>
          <dt>{t(LINE_AMOUNT_LABEL)}</dt>
          <dd>{formatWholeDollars(application.amount)}</dd>
        </>
      ) : null}
      {payment > 0 ? (
        <>
          <dt>{t(FIRST_PAYMENT_LABEL)}</dt>
          <dd>{t(firstPaymentText(formatCents(payment)))}</dd>
        </>
      ) : null}
      {paidBy ? (
        <>
          <dt>{t(PAID_FROM_LABEL)}</dt>
          <dd>{t(paidBy)}</dd>
        </>
      ) : null}
      {fundsTo ? (
        <>
          <dt>{t(FUNDS_TO_LABEL)}</dt>
          <dd>
            <Trans>The account ending {fundsTo}</Trans>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** The longest wait a browser timer takes (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The time now, read when the page opens and again when `deadline` passes while it is open, so
 * that the right to cancel's action goes at midnight without a reload.
 */
function useNowUntil(deadline: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return undefined;
    const wait = Date.parse(deadline) - Date.now();
    if (!(wait > 0) || wait > LONGEST_TIMER_MS) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [deadline]);
  return now;
}

/**
 * A line the borrower cancelled: said at once from the lender's answer, before any routing (which
 * leaves a CANCELLED application for the dashboard), with what follows and the way there.
 */
function Cancelled({ applicationUuid }: { applicationUuid: string | null }) {
  const { t } = useLingui();
  return (
    <Screen title={t(CANCELLED_HEADING)}>
      <p>{t(CANCELLED_TEXT)}</p>
      <WhatFollows />
      <CopiesLink applicationUuid={applicationUuid} />
      <p>
        <a className="button button--primary" href={DASHBOARD_PATH}>
          {t(DASHBOARD_LINK_LABEL)}
        </a>
      </p>
      <GetHelp />
    </Screen>
  );
}

/**
 * The borrower's copies of what they signed, the notice of right to cancel among them
 * (docs/journey.md#copies-of-what-was-signed).
 */
function YourDocuments({ application }: { application: HelocApplication }) {
  const { t } = useLingui();
  return (
    <WithDocumentCopies applicationUuid={application.uuid}>
      {(copies) => (
        <DocumentCopyList
          heading={t(COPIES_HEADING)}
          headingClassName="stop-page__heading"
          copies={copies}
          hrefOf={(copy) => copyPath(application.uuid, copy.uuid)}
          propertyState={application.property?.state}
        />
      )}
    </WithDocumentCopies>
  );
}

/**
 * /account/heloc/{uuid}/complete: the funding timeline (rescission, recording, fundable, funded)
 * from status.checklistStatus and the server state, the current stage marked in words, the right
 * to cancel while it is open (docs/journey.md#the-right-to-cancel), with the line amount and the
 * first payment, and the borrower's documents. The lender moves it on; the page checks again
 * while open.
 */
export default function CompleteScreen() {
  const { t } = useLingui();
  const application = useAppSelector(selectCurrentApplication);
  const status = useAppSelector(selectStatusObject);
  const serverState = useAppSelector(selectServerState);
  const check = useRoutingCheck();
  // The lender's answer to the cancellation, once the borrower has cancelled here.
  const [cancelled, setCancelled] = useState<HelocApplication | null>(null);
  const now = useNowUntil(application?.rescission?.deadline);
  if (cancelled || serverState === 'CANCELLED' || application?.rescission?.cancelledAt) {
    return <Cancelled applicationUuid={application?.uuid ?? null} />;
  }
  const current = currentFundingStage({
    serverState,
    status,
    applicationState: application?.state,
    fundedAt: application?.funding?.fundedAt,
  });
  const funded = current === 'funded';
  // The heading follows the stage: "on its way" until the line is funded.
  return (
    <Screen title={funded ? t(FUNDED_HEADING) : undefined}>
      <p>{t(funded ? FUNDED_TEXT : ON_ITS_WAY_TEXT)}</p>
      <h2 className="stop-page__heading">{t(TIMELINE_HEADING)}</h2>
      <FundingTimeline current={current} />
      {application ? (
        <RightToCancel
          view={rightToCancelView(application, serverState, now)}
          applicationUuid={application.uuid}
          onCancelled={setCancelled}
        />
      ) : null}
      {application ? (
        <>
          <h2 className="stop-page__heading">{t(FIGURES_HEADING)}</h2>
          <LineFigures application={application} />
          <YourDocuments application={application} />
        </>
      ) : null}
      {funded ? null : <CheckAgain {...check} />}
      <GetHelp />
    </Screen>
  );
}
