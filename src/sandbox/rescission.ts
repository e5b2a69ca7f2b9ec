/**
 * The right to cancel as the sandbox lender keeps it (docs/journey.md#the-right-to-cancel): the
 * period recorded on the application when the transaction is complete (it enters RESCISSION),
 * counted by the contract's rule (src/contract/rescissionPeriod.ts) in the property's time zone,
 * and the borrower's cancellation (`POST .../rescind`), taken only before the deadline.
 */
import { isBeforeDeadline } from '../contract/rescission';
import { rescissionPeriod } from '../contract/rescissionPeriod';
import { messageText } from '../contract/messages';
import { deadlineInWords, endedMessage } from '../lib/rightToCancel';
import { timeZoneOf } from './closing';
import { HttpError } from './http';
import { currentIntlLocales } from './requestLanguage';
import type { ApplicationRecord } from './records';

/**
 * When the owners did their part of the transaction: each owner's signature of the closing
 * documents and their notary session, and the manual notary's appointment, at which the deed is
 * signed. The notice and the Truth in Lending disclosure are delivered with the closing
 * documents, before any signature, so they never come later.
 */
export function transactionEvents(record: ApplicationRecord): string[] {
  const app = record.application;
  const events = [
    app.closingSignature?.at,
    app.notarizedAt,
    app.notaryMode === 'MANUAL' ? app.requestedManualNotaryTime : null,
    ...(record.invitations ?? []).flatMap((invitation) => [
      invitation.signature?.at,
      invitation.doneAt,
    ]),
  ];
  return events.filter((at): at is string => typeof at === 'string' && at !== '');
}

/**
 * The record with its right to cancel recorded, counted from the latest of its transaction's
 * events (from `now` when it has none: a state set from outside). A period already recorded is
 * kept: the transaction happens once.
 */
export function recordRescission(record: ApplicationRecord, now = new Date()): ApplicationRecord {
  if (record.application.rescission) return record;
  const events = transactionEvents(record);
  const period = rescissionPeriod(
    events.length > 0 ? events : [now.toISOString()],
    timeZoneOf(record),
  );
  return {
    ...record,
    application: { ...record.application, rescission: { ...period, cancelledAt: null } },
  };
}

export const RESCISSION_ENDED_CODE = 'RESCISSION_PERIOD_ENDED';

/**
 * 409 RESCISSION_PERIOD_ENDED once the deadline has passed: "Your right to cancel ended at
 * midnight, Eastern Time, at the end of Thursday, March 12, 2026." A period not recorded has not
 * begun to run, so the right is open.
 */
export function requireRightToCancel(record: ApplicationRecord, now = Date.now()): void {
  const period = record.application.rescission;
  if (!period || isBeforeDeadline(period, now)) return;
  // In the request's language, as the lender's other answers (docs/sandbox.md#the-lenders-language).
  const deadline = deadlineInWords(
    period,
    record.application.property?.state,
    messageText,
    currentIntlLocales(),
  );
  throw new HttpError(409, [
    {
      code: RESCISSION_ENDED_CODE,
      message: messageText(endedMessage(deadline)),
      field: null,
    },
  ]);
}
