/**
 * The right to cancel on the complete page (pure; docs/journey.md#the-right-to-cancel): what the
 * page says of it, from the period the lender recorded on the application, and its words.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HelocApplication } from '../application';
import { isBeforeDeadline } from '../../contract/rescission';
import type { ServerState } from '../../contract/serverStates';
import { deadlineInWords } from '../../lib/rightToCancel';

export { CANCEL_LINE_MESSAGE, endedMessage } from '../../lib/rightToCancel';

export const RIGHT_TO_CANCEL_HEADING = msg`Your right to cancel`;
/** "You can cancel your line of credit, at no cost, until midnight, Pacific Time, at the end of …". */
export const openText = (deadline: string): MessageDescriptor =>
  msg`You can cancel your line of credit, at no cost, until ${deadline}.`;
/** When the lender has recorded no period yet (its notice gives the date). */
export const OPEN_TEXT_NO_DATE = msg`You can cancel your line of credit, at no cost, until midnight at the end of the third business day after your transaction. Your notice of right to cancel gives the date.`;

/** What follows a cancellation (Regulation Z 1026.15(d)), said before it and after it. */
export const WHAT_FOLLOWS: readonly MessageDescriptor[] = [
  msg`Your line of credit is canceled, and nothing is drawn on it.`,
  msg`Within 20 calendar days we release the deed of trust on your home and return any fees you paid, as federal law requires.`,
  msg`To borrow from us again, you would make a new application.`,
];

export const CONFIRM_TITLE = msg`Cancel your line of credit?`;
export const CONFIRM_INTRO = msg`If you cancel:`;
export const CONFIRM_LABEL = msg`Yes, cancel my line`;
export const CONFIRM_PENDING_LABEL = msg`Canceling…`;
export const KEEP_LABEL = msg`No, keep my line`;

export const CANCELLED_HEADING = msg`Your line of credit is canceled`;
export const CANCELLED_TEXT = msg`You used your right to cancel. We have canceled your line of credit.`;
export const DASHBOARD_LINK_LABEL = msg`Go to your dashboard`;

/** What the page says of the right to cancel. */
export type RightToCancelView =
  /** Open: the action is offered, until the deadline (in words; null when none is recorded). */
  | { kind: 'open'; deadline: string | null }
  /** The deadline has passed: the action is gone. */
  | { kind: 'ended'; deadline: string }
  | { kind: 'none' };

/**
 * The right to cancel as of `now`, its deadline in the page's language (read now: call it where
 * the page renders, docs/language.md#dates-and-times-in-words): open while the application stands in RESCISSION before the
 * deadline the lender recorded (or with none recorded yet: the lender's notice states it); ended
 * once the deadline has passed, whatever the state; otherwise nothing to say.
 */
export function rightToCancelView(
  application: Pick<HelocApplication, 'rescission' | 'property' | 'state'>,
  serverState: ServerState | null,
  now: number,
): RightToCancelView {
  const period = application.rescission;
  const deadline = period ? deadlineInWords(period, application.property?.state) : null;
  if (period && deadline && !isBeforeDeadline(period, now)) return { kind: 'ended', deadline };
  if ((serverState ?? application.state) === 'RESCISSION') return { kind: 'open', deadline };
  return { kind: 'none' };
}
