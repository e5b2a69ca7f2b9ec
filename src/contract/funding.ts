/**
 * The line's funding as the lender records it on the application (`funding`,
 * docs/journey.md#a-funded-line): when the money was sent, how much and to which account. Absent
 * or null until the lender has funded the line; a record without its time reads as null, so
 * nothing shows a funding the app cannot date.
 */
import { instantText } from './rescission';
import { number, orNull, record, text, v } from './schema';

export interface Funding {
  /** When the lender sent the money (ISO 8601 with its offset). */
  fundedAt: string;
  /** What was sent to the borrower's account, in dollars: the initial draw less the origination fee. */
  amount: number;
  /** The last four digits of the account it was sent to, when known. */
  accountLast4: string | null;
}

export const fundingSchema = orNull(
  v.pipe(
    record({ fundedAt: instantText, amount: number(), accountLast4: text(null) }),
    v.transform(({ fundedAt, amount, accountLast4 }): Funding | null =>
      fundedAt ? { fundedAt, amount, accountLast4: accountLast4 || null } : null,
    ),
  ),
);
