/**
 * The 50 states and the District of Columbia, by their 2-letter postal code, in the order of
 * their names: where a home may be (registration), where a lender may be licensed (the sandbox).
 */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

export type UsStateCode = (typeof US_STATES)[number][0];

export const US_STATE_CODES: readonly UsStateCode[] = US_STATES.map(([code]) => code);

const NAMES: ReadonlyMap<string, string> = new Map(US_STATES);

export const isUsStateCode = (value: unknown): value is UsStateCode =>
  typeof value === 'string' && NAMES.has(value);

/**
 * A US state read from an answer: its 2-letter code, in any case and with spaces around it;
 * anything else reads as empty text (no state).
 */
export const readUsState = (value: unknown): UsStateCode | '' => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isUsStateCode(code) ? code : '';
};

/** A state's name by its code ("TX" -> "Texas"), or undefined for anything else. */
export const usStateName = (code: string): string | undefined => NAMES.get(code.toUpperCase());
