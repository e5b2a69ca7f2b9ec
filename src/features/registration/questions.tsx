import { CheckboxField } from '../../forms/CheckboxField';
import { ChoiceField } from '../../forms/ChoiceField';
import { MoneyField } from '../../forms/MoneyField';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { EMPLOYMENT_TYPES, SALE_STATUS_CHOICES, US_STATE_CHOICES } from './options';

/**
 * The property and income questions (docs/journey.md's labels), shared by the registration's
 * pages and register/account-setup. Field names: `address.street1`, `address.city`,
 * `address.state`, `address.zip`, `planToSell`, `annualIncome`, `employmentType`,
 * `softCreditConsent`, as the calls name them, so a lender's 400 lands on its field.
 */

export const LABELS = {
  street1: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  planToSell: 'Do you plan to sell this home in the next 12 months?',
  annualIncome: 'Annual income',
  employmentType: 'Employment type',
  softCreditConsent: 'I agree to a soft credit pull',
} as const;

export function AddressQuestions() {
  return (
    <>
      <TextField name="address.street1" label={LABELS.street1} autoComplete="address-line1" />
      <TextField name="address.city" label={LABELS.city} autoComplete="address-level2" />
      <SelectField
        name="address.state"
        label={LABELS.state}
        options={US_STATE_CHOICES}
        placeholder="Select a state"
        autoComplete="address-level1"
        width="short"
      />
      <TextField
        name="address.zip"
        label={LABELS.zip}
        autoComplete="postal-code"
        inputMode="numeric"
        width="short"
      />
    </>
  );
}

export function SaleStatusQuestion() {
  return (
    <ChoiceField
      name="planToSell"
      legend={LABELS.planToSell}
      hint="If you sell, the line of credit must be paid off from the sale."
      choices={SALE_STATUS_CHOICES}
    />
  );
}

export function IncomeQuestions() {
  return (
    <>
      <MoneyField
        name="annualIncome"
        label={LABELS.annualIncome}
        hint="Your yearly income before taxes, in dollars, from all sources"
      />
      <ChoiceField
        name="employmentType"
        legend={LABELS.employmentType}
        choices={EMPLOYMENT_TYPES}
      />
    </>
  );
}

/** The soft credit pull: what it is, then the consent the calls send. */
export function SoftCreditConsent() {
  return (
    <>
      <p>
        To show you an offer, we check your credit with a soft credit pull. A soft pull does not
        affect your credit score, and other lenders cannot see it.
      </p>
      <CheckboxField name="softCreditConsent" label={LABELS.softCreditConsent} />
    </>
  );
}
