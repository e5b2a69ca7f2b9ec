/** The choices the registration questions offer (docs/journey.md). */
import { msg } from '@lingui/core/macro';
import { US_STATES } from '../../contract/usStateNames';

/** The states a home may be in, as choices: the contract's list. */
export const US_STATE_CHOICES = US_STATES.map(([value, label]) => ({ value, label }));

/**
 * The six employment types (docs/journey.md#income-sources), as a borrower reads them: five about
 * work, then separate maintenance payments, which is other income, set apart under those words.
 */
export const EMPLOYMENT_TYPES = [
  { value: 'FULL_TIME', label: msg`Full time` },
  { value: 'PART_TIME', label: msg`Part time` },
  { value: 'SELF_EMPLOYED', label: msg`Self-employed` },
  { value: 'RETIRED', label: msg`Retired` },
  { value: 'UNEMPLOYED', label: msg`Unemployed` },
  {
    value: 'SEPARATE_MAINTENANCE',
    label: msg`Separate maintenance payments`,
    group: msg`Other income`,
  },
] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]['value'];
export const EMPLOYMENT_TYPE_VALUES: readonly EmploymentType[] = EMPLOYMENT_TYPES.map(
  (type) => type.value,
);

/**
 * The sale-status question's answers (the call sends `planToSell` as a boolean), their words
 * written out where shown.
 */
export const SALE_STATUS_CHOICES = [
  { value: 'yes', label: msg`Yes` },
  { value: 'no', label: msg`No` },
] as const;
export type SaleStatusAnswer = (typeof SALE_STATUS_CHOICES)[number]['value'];
