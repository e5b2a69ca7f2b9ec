import { Fragment, type ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { type ConditionRow, conditionRow, isPending } from './conditionView';
import type { Condition } from './types';
import './conditions.css';

export const NOTHING_PENDING_TEXT =
  'You have no outstanding tasks. There is nothing for you to do here.';
export const PENDING_INTRO =
  'To keep your application moving, the lender needs a few more things from you. Each task says what to do.';
export const IN_REVIEW_HEADING = 'We are reviewing';

/** "1 document", "2 documents". */
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function ConditionFacts({ row }: { row: ConditionRow }) {
  const facts: [string, ReactNode][] = [['Category', row.category]];
  if (row.created) facts.push(['Requested on', row.created]);
  if (row.paystubsRequired !== null) facts.push(['Paystubs required', row.paystubsRequired]);
  if (row.documents) {
    const { required, received } = row.documents;
    facts.push([
      'Documents required',
      received > 0 ? `${required} (${received} received)` : required,
    ]);
  }
  if (row.requestedDocuments.length > 0) {
    facts.push(['Documents asked for', row.requestedDocuments.join(', ')]);
  }
  if (row.accountLast4) {
    facts.push([
      'Bank account',
      <>
        <span aria-hidden="true">••••</span>
        <span className="visually-hidden">ending in </span>
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
  const pending = conditions.filter(isPending).map(conditionRow);
  const inReview = conditions.filter((condition) => !isPending(condition)).map(conditionRow);
  return (
    <>
      {pending.length === 0 ? (
        <>
          <p className="conditions-empty">{NOTHING_PENDING_TEXT}</p>
          {whenDone}
        </>
      ) : (
        <>
          <p>{PENDING_INTRO}</p>
          <p className="conditions-count">{plural(pending.length, 'task')} to do</p>
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
                        <strong>From the lender: </strong>
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
          <h2 id="conditions-in-review">{IN_REVIEW_HEADING}</h2>
          <p>You have sent these. The lender will tell you if anything else is needed.</p>
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
