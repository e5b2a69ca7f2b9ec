/**
 * The income steps' decisions (pure): which income a source is, how many paystubs the lender
 * asks for, and what an upload page's `{type}` sends.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { Condition } from '../conditions';
import { documentsRequired } from '../../lib/conditionDocuments';
import type { IncomeSource } from '../application';
import { EMPLOYMENT_TYPES } from '../registration';

/** The condition category that asks for paystubs (docs/journey.md#income-sources). */
export const PAYSTUB_CONDITION = 'MANUAL_PAYSTUB_UPLOAD';

/** The document type every income upload sends (the contract's DOCUMENT_TYPES). */
export const PAYSTUB_DOCUMENT = 'PAYSTUB';

/** The upload page for paystubs chosen from income/review. */
export const PAYSTUB_UPLOAD_STEP = `income/upload/${PAYSTUB_DOCUMENT}`;

/**
 * docs/journey.md#income-sources: paystubs required default to 1, else the condition's count. The
 * condition is the first open MANUAL_PAYSTUB_UPLOAD one (the list holds pending conditions; one
 * marked `actionNeeded: false` is waiting on the lender, not the borrower); its count is read as
 * every condition's is (conditions/documentCounts.ts).
 */
export function paystubsRequired(conditions: readonly Condition[]): number {
  const condition = conditions.find(
    (candidate) => candidate.categoryEnum === PAYSTUB_CONDITION && candidate.actionNeeded !== false,
  );
  return documentsRequired(condition);
}

/**
 * The document type an upload page's `{type}` sends: PAYSTUB (from income/review) and
 * MANUAL_PAYSTUB (where the routing sends a manual paystub upload,
 * docs/routing.md#the-fallback-table) both upload paystubs; any other value is no upload this app
 * knows (null).
 */
export function uploadDocumentType(type: string | undefined): typeof PAYSTUB_DOCUMENT | null {
  const wanted = type?.trim().toUpperCase();
  return wanted === 'PAYSTUB' || wanted === 'MANUAL_PAYSTUB' ? PAYSTUB_DOCUMENT : null;
}

/**
 * "Full time" for FULL_TIME (a message, written out in the page's language where shown); an
 * unknown type is shown as the lender wrote it.
 */
export function employmentTypeLabel(type: string): MessageDescriptor | string {
  return EMPLOYMENT_TYPES.find((choice) => choice.value === type)?.label ?? type;
}

/** One income source as the review page lists it. */
export interface IncomeRow {
  key: string;
  employmentType: MessageDescriptor | string;
  /** The employer's name, or null when there is none (retired, unemployed...). */
  employer: string | null;
  /** The yearly income in dollars, or null when the borrower gave none for this source. */
  annualIncome: number | null;
}

export function incomeRows(sources: readonly IncomeSource[]): IncomeRow[] {
  return sources.map((source, index) => ({
    key: source.uuid || String(index),
    employmentType: employmentTypeLabel(source.employmentType),
    employer: source.employerName?.trim() || null,
    annualIncome:
      typeof source.annualIncome === 'number' && Number.isFinite(source.annualIncome)
        ? source.annualIncome
        : null,
  }));
}
