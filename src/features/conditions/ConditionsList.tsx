import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { type ConditionRow, conditionRow, isPending } from './conditionView';
import type { Condition } from './types';
import './conditions.css';

export const NOTHING_PENDING_TEXT = msg`You have no outstanding tasks. There is nothing for you to do here.`;
export const PENDING_INTRO = msg`To keep your application moving, the lender needs a few more things from you. Each task says what to do.`;
export const IN_REVIEW_HEADING = msg`We are reviewing`;

function ConditionFacts({ row }: { row: ConditionRow }) {
  const { t } = useLingui();
  const facts: [string, ReactNode][] = [[t`Category`, row.category]];
  if (row.created) facts.push([t`Requested on`, row.created]);
  if (row.paystubsRequired !== null) facts.push([t`Paystubs required`, row.paystubsRequired]);
  if (row.documents) {
    const { required, received } = row.documents;
    facts.push([
      t`Documents required`,
      received > 0 ? t`${required} (${received} received)` : required,
    ]);
  }
  if (row.requestedDocuments.length > 0) {
    facts.push([t`Documents asked for`, row.requestedDocuments.join(', ')]);
  }
  if (row.accountLast4) {
    facts.push([
      t`Bank account`,
      <>
        <span aria-hidden="true">••••</span>
        <span className="visually-hidden">
          <Trans>ending in</Trans>{' '}
        </span>
        {row.accountLast4}
      </>,
    ]);
  }
  return (
    <dl className="summary-list condition-card__facts">
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export interface ConditionsListProps {
  /** The conditions as the lender listed them (pending and in review). */
  conditions: readonly Condition[];
  /** Where a condition's action is done (a path in the app), or null when it has no page here. */
  actionFor: (row: ConditionRow) => string | null;
  /** Said for a task that has no page here. */
  noActionText?: ReactNode;
  /** Shown when nothing is pending (a way on). */
  whenDone?: ReactNode;
}

/**
 * The conditions dashboard's list: each pending condition as a card (its header, description,
 * category, date, the lender's note, the documents and counts asked for, a bank account by its
 * last 4 digits) with its action as a link; then what the lender is reviewing; or, when nothing
 * is pending, that there is nothing to do.
 */
export function ConditionsList({
  conditions,
  actionFor,
  noActionText,
  whenDone,
}: ConditionsListProps) {
  const { t } = useLingui();
  const rowOf = (condition: Condition) => conditionRow(condition, t);
  const pending = conditions.filter(isPending).map(rowOf);
  const inReview = conditions.filter((condition) => !isPending(condition)).map(rowOf);
  const pendingCount = pending.length;
  return (
    <>
      {pending.length === 0 ? (
        <>
          <p className="conditions-empty">{t(NOTHING_PENDING_TEXT)}</p>
          {whenDone}
        </>
      ) : (
        <>
          <p>{t(PENDING_INTRO)}</p>
          <p className="conditions-count">
            <Plural value={pendingCount} one="# task to do" other="# tasks to do" />
          </p>
          <ul className="conditions-list">
            {pending.map((row) => {
              const to = actionFor(row);
              const headingId = `condition-${row.uuid}`;
              return (
                <li key={row.uuid}>
                  <article className="condition-card" aria-labelledby={headingId}>
                    <h2 id={headingId} className="condition-card__header">
                      {row.header}
                    </h2>
                    {row.description ? <p>{row.description}</p> : null}
                    {row.commentsToBorrower ? (
                      <p className="condition-card__comments">
                        <strong>
                          <Trans>From the lender:</Trans>{' '}
                        </strong>
                        {row.commentsToBorrower}
                      </p>
                    ) : null}
                    <ConditionFacts row={row} />
                    {to ? (
                      <Link
                        to={to}
                        className="button button--primary condition-card__action"
                        aria-describedby={headingId}
                      >
                        {row.button}
                      </Link>
                    ) : (
                      <p className="condition-card__no-action">{noActionText}</p>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {inReview.length > 0 ? (
        <section aria-labelledby="conditions-in-review">
          <h2 id="conditions-in-review">{t(IN_REVIEW_HEADING)}</h2>
          <p>
            <Trans>You have sent these. The lender will tell you if anything else is needed.</Trans>
          </p>
          <ul className="conditions-in-review">
            {inReview.map((row) => (
              <li key={row.uuid}>{row.header}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
