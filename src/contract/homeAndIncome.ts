/**
 * What a new application asks of the home and the income (registration, account setup): the
 * rules and words the app's forms and the lender's request schemas share
 * (docs/architecture.md#each-fields-rule-and-message), as messages.
 */
import { msg } from '@lingui/core/macro';
import { tooLongMessage } from './fieldMessages';
import { NAME_MAX_LENGTH } from './names';

/** The longest city name the lender keeps. */
export const CITY_MAX_LENGTH = 64;

/** The address's fields, as the lender's messages name them. */
export const ADDRESS_LABELS = {
  street1: msg`Street address`,
  street2: msg`Address line 2`,
  city: msg`City`,
} as const;

export const HOME_ADDRESS_MESSAGES = {
  street1: msg`Enter the street address of the home`,
  street1TooLong: tooLongMessage(ADDRESS_LABELS.street1, NAME_MAX_LENGTH),
  city: msg`Enter the city`,
  cityTooLong: tooLongMessage(ADDRESS_LABELS.city, CITY_MAX_LENGTH),
  state: msg`Select the state`,
} as const;

export const HOME_AND_INCOME_MESSAGES = {
  planToSell: msg`Select yes if you plan to sell this home in the next 12 months`,
  employmentType: msg`Select your employment type`,
} as const;
