import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  street1: msg`Street address`,
  city: msg`City`,
  state: msg`State`,
  zip: msg`ZIP code`,
  planToSell: msg`Do you plan to sell this home in the next 12 months?`,
  annualIncome: msg`Annual income`,
  employmentType: msg`Employment type`,
  softCreditConsent: msg`I agree to a soft credit pull`,
} as const;

export function AddressQuestions() {
  const { t } = useLingui();
  return (
    <>
      <TextField name="address.street1" label={t(LABELS.street1)} autoComplete="address-line1" />
      <TextField name="address.city" label={t(LABELS.city)} autoComplete="address-level2" />
      <SelectField
        name="address.state"
        label={t(LABELS.state)}
        options={US_STATE_CHOICES}
        placeholder={t`Select a state`}
        autoComplete="address-level1"
        width="short"
      />
      <TextField
        name="address.zip"
        label={t(LABELS.zip)}
        autoComplete="postal-code"
        inputMode="numeric"
        width="short"
      />
    </>
  );
}

export function SaleStatusQuestion() {
  const { t } = useLingui();
  const choices = SALE_STATUS_CHOICES.map(({ value, label }) => ({ value, label: t(label) }));
  return (
    <ChoiceField
      name="planToSell"
      legend={t(LABELS.planToSell)}
      hint={t`If you sell, the line of credit must be paid off from the sale.`}
      choices={choices}
    />
  );
}

export function IncomeQuestions() {
  const { t } = useLingui();
  return (
    <>
      <MoneyField
        name="annualIncome"
        label={t(LABELS.annualIncome)}
        hint={t`Your yearly income before taxes, in dollars, from all sources`}
      />
      <ChoiceField
        name="employmentType"
        legend={t(LABELS.employmentType)}
        choices={EMPLOYMENT_TYPES.map((type) => ({
          value: type.value,
          label: t(type.label),
          ...('group' in type ? { group: t(type.group) } : {}),
        }))}
      />
    </>
  );
}

/** The soft credit pull: what it is, then the consent the calls send. */
export function SoftCreditConsent() {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>
          To show you an offer, we check your credit with a soft credit pull. A soft pull does not
          affect your credit score, and other lenders cannot see it.
        </Trans>
      </p>
      <CheckboxField name="softCreditConsent" label={t(LABELS.softCreditConsent)} />
    </>
  );
}
