/**
 * The 50 states and the District of Columbia, by their 2-letter postal code, in the order of
 * their names: where a home may be (registration), where a lender may be licensed (the sandbox).
 * Their names are in usStateNames.ts: the answers read codes only, and the first screen need not
 * carry the names (docs/performance.md#the-first-screen).
 */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export type UsStateCode = (typeof US_STATE_CODES)[number];

const CODES: ReadonlySet<string> = new Set(US_STATE_CODES);

export const isUsStateCode = (value: unknown): value is UsStateCode =>
  typeof value === 'string' && CODES.has(value);

/**
 * A US state read from an answer: its 2-letter code, in any case and with spaces around it;
 * anything else reads as empty text (no state).
 */
export const readUsState = (value: unknown): UsStateCode | '' => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isUsStateCode(code) ? code : '';
};
