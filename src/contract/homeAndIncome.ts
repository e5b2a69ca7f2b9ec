/**
 * What a new application asks of the home and the income (registration, account setup): the
 * rules and words the app's forms and the lender's request schemas share
 * (docs/architecture.md#each-fields-rule-and-message). Plain values: the app imports them.
 */
import { tooLongMessage } from './fieldMessages';
import { NAME_MAX_LENGTH } from './names';

/** The longest city name the lender keeps. */
export const CITY_MAX_LENGTH = 64;

export const HOME_ADDRESS_MESSAGES = {
  street1: 'Enter the street address of the home',
  street1TooLong: tooLongMessage('Street address', NAME_MAX_LENGTH),
  city: 'Enter the city',
  cityTooLong: tooLongMessage('City', CITY_MAX_LENGTH),
  state: 'Select the state',
} as const;

export const HOME_AND_INCOME_MESSAGES = {
  planToSell: 'Select yes if you plan to sell this home in the next 12 months',
  employmentType: 'Select your employment type',
} as const;
