/** The names of the US states (usStates.ts), by code: every code has one, by type. */
import { isUsStateCode, US_STATE_CODES, type UsStateCode } from './usStates';

export const US_STATE_NAMES: Readonly<Record<UsStateCode, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** The states as choices, in the order of their names. */
export const US_STATES: readonly (readonly [UsStateCode, string])[] = US_STATE_CODES.map(
  (code) => [code, US_STATE_NAMES[code]] as const,
);

/** A state's name by its code, in any case ("tx" -> "Texas"), or undefined for anything else. */
export function usStateName(code: string): string | undefined {
  const upper = code.toUpperCase();
  return isUsStateCode(upper) ? US_STATE_NAMES[upper] : undefined;
}
