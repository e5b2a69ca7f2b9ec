import { arrayOf, type Decoder, isRecord, optStr, record, required, str } from '../../api/decode';
import type { Condition, ConditionDisplay, ConditionXtraData } from './types';

const display = record<ConditionDisplay>({
  header: str(),
  description: str(),
  button: str(),
  location: str(),
  type: str(),
});

/** A whole number of at least `min`, or absent. */
const count =
  (min: number): Decoder<number | undefined> =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min ? v : undefined;

/**
 * The last 4 digits of an account number, the only part of it the app keeps (spec 2 section 9):
 * from the lender's `accountNumber`, or an `accountMask` it already cut. Fewer than 4 digits is
 * no account the app can name.
 */
export function accountLast4(xtraData: Record<string, unknown>): string | undefined {
  for (const key of ['accountNumber', 'accountMask']) {
    const value = xtraData[key];
    const text =
      typeof value === 'string' ? value : Number.isSafeInteger(value) ? String(value) : '';
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 4) return digits.slice(-4);
  }
  return undefined;
}

/** Only what the app shows is kept: the counts and an account's last 4 digits. */
const xtraData: Decoder<ConditionXtraData | null | undefined> = (v) => {
  if (v === null) return null;
  if (!isRecord(v)) return undefined;
  const decoded: ConditionXtraData = {};
  const required = count(1)(v.numDocsRequired);
  const received = count(0)(v.numDocsReceived);
  const last4 = accountLast4(v);
  if (required !== undefined) decoded.numDocsRequired = required;
  if (received !== undefined) decoded.numDocsReceived = received;
  if (last4 !== undefined) decoded.accountLast4 = last4;
  return decoded;
};

const condition = record<Condition>({
  uuid: str(),
  categoryEnum: str(),
  created: str(),
  notes: optStr,
  commentsToBorrower: optStr,
  requestDocuments: (v) =>
    Array.isArray(v) ? v.filter((d): d is string => typeof d === 'string') : null,
  actionNeeded: (v) => (typeof v === 'boolean' ? v : undefined),
  xtraData,
  display: (v) => display(v) ?? { header: '', description: '', button: '', location: '', type: '' },
});

export const decodeConditions: Decoder<Condition[]> = required(
  (v) => (Array.isArray(v) ? arrayOf(condition)(v).filter((c) => c.uuid) : null),
  'conditions',
);
