import { useState } from 'react';
import { object } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { ChoiceField } from '../../../forms/ChoiceField';
import { choiceSchema } from '../../../forms/schemas/choice';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication } from '../../application';
import type { HelocApplication } from '../../application';
import { useStepSubmit } from '../../routing';
import { accountTypeLabel } from '../bankAccountForm';
import { type PayType, useSetPayTypeMutation } from '../bankApi';

export const CONTINUE_LABEL = 'Continue';
export const AUTOPAY_LEGEND = 'Pay automatically from this account?';
export const AUTOPAY_MESSAGE = 'Select yes if you want to pay automatically from this account';

const PAY_TYPES = ['AUTOPAY', 'MANUAL'] as const satisfies readonly PayType[];

/** Yes is AUTOPAY (payments taken from the account), No is MANUAL (paid by hand). */
const AUTOPAY_CHOICES = [
  { value: 'AUTOPAY', label: 'Yes' },
  { value: 'MANUAL', label: 'No' },
] as const;

/** Named as the call's body, so a 400 about `payType` lands on the question. */
interface Values {
  payType: PayType | '';
}

export const autopaySchema = object({ payType: choiceSchema(PAY_TYPES, AUTOPAY_MESSAGE) });

/** The answer the lender has (a second visit), or none. */
const initialValuesOf = (application: HelocApplication | null): Values => ({
  payType: application?.payType ?? '',
});

/** "your checking account ending in 4321", from what the application shows of the account. */
function accountWords(application: HelocApplication | null): string | null {
  const account = application?.disburseAccount;
  if (!account?.mask) return null;
  const type = accountTypeLabel(account.accountType).toLowerCase();
  return `your ${type ? `${type} ` : ''}account ending in ${account.mask}`;
}

/**
 * /account/heloc/{uuid}/bank/autopay: "Pay automatically from this account?" (the account the
 * funds go to) Yes / No; `PUT .../autopay { payType }`, then the routing decides.
 */
export default function AutopayScreen() {
  const application = useAppSelector(selectCurrentApplication);
  const [setPayType] = useSetPayTypeMutation();
  // Read once: formik keeps its own values after the first render.
  const [initialValues] = useState(() => initialValuesOf(application));
  const submit = useStepSubmit((applicationUuid, values: Values) =>
    setPayType({ applicationUuid, payType: values.payType as PayType }).unwrap(),
  );
  const account = accountWords(application);

  return (
    <Screen>
      <StepForm
        initialValues={initialValues}
        validationSchema={autopaySchema}
        onSubmit={submit}
        submitLabel={CONTINUE_LABEL}
      >
        <p>
          Your monthly payments can be taken automatically
          {account ? ` from ${account}` : ' from the account you gave for your funds'}, on their due
          date. If you say no, you will pay each month yourself.
        </p>
        <ChoiceField name="payType" legend={AUTOPAY_LEGEND} choices={AUTOPAY_CHOICES} />
      </StepForm>
    </Screen>
  );
}
