/**
 * The merchant's review (the home-improvement company the line of credit pays). The lender
 * reports it under way with `status.condition` MERCHANT_REVIEW; the sandbox's merchant finishes
 * after the status has been read twice: the third read finds MERCHANT_REVIEWED, and the app then
 * sends the borrower to the lien attestation. It counts its reads as every wait does (waiting.ts),
 * in the stored record, so it survives a restart; the control API can still set any condition.
 */
import { STATUS_CONDITION } from '../contract/status';
import type { ApplicationRecord } from './records';
import { countRead, WAITING_READS } from './waiting';

/** Status reads that still find the review under way. */
export const MERCHANT_REVIEW_READS = WAITING_READS;

function withoutCount(record: ApplicationRecord): ApplicationRecord {
  const { merchantReviewReads: _reads, ...rest } = record;
  return rest;
}

/**
 * What one status read does to the record: counts a read of a review under way, or finishes the
 * review once it has been read MERCHANT_REVIEW_READS times. Null when the record is unchanged.
 */
export function readDuringMerchantReview(record: ApplicationRecord): ApplicationRecord | null {
  const reads = record.merchantReviewReads;
  if (record.status.condition !== STATUS_CONDITION.MERCHANT_REVIEW) {
    return reads === undefined ? null : withoutCount(record);
  }
  const counted = countRead(reads);
  if (counted !== 'done') return { ...record, merchantReviewReads: counted };
  return {
    ...withoutCount(record),
    status: { ...record.status, condition: STATUS_CONDITION.MERCHANT_REVIEWED },
    updatedAt: new Date().toISOString(),
  };
}
