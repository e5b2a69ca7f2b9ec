/**
 * The line's funding as the sandbox lender keeps it (docs/journey.md#a-funded-line): recorded on
 * the application once, when the lender moves it to COMPLETE (its own move, or a state set from
 * outside): the time, the amount sent (the initial draw less the origination fee, the Truth in
 * Lending disclosure's amount financed) and the last four digits of the disbursement account.
 */
import { truthInLending } from '../contract/payments';
import type { ApplicationRecord } from './records';

export function recordFunding(record: ApplicationRecord, now = new Date()): ApplicationRecord {
  const app = record.application;
  if (app.funding) return record;
  const account = app.disburseAccount;
  const last4 = account?.mask || account?.accountNumber?.slice(-4) || null;
  return {
    ...record,
    application: {
      ...app,
      funding: {
        fundedAt: now.toISOString(),
        amount: truthInLending(app).amountFinanced,
        accountLast4: last4,
      },
    },
  };
}
