import { object } from 'yup';
import { ChoiceField } from '../../../forms/ChoiceField';
import {
  accountNumberSchema,
  accountTypeSchema,
  confirmAccountNumberSchema,
} from '../../../forms/schemas/bankAccount';
import { routingNumberSchema } from '../../../forms/schemas/routingNumber';
import { StepForm } from '../../../forms/StepForm';
import { TextField } from '../../../forms/TextField';
import { type AccountType, withoutSeparators } from '../../../lib/bankAccount';
import { Screen } from '../../../ui/Screen';
import { useStepSubmit } from '../../routing';
import { useSetAutopayAccountMutation } from '../bankApi';

export const CONTINUE_LABEL = 'Continue';

interface Values {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  accountType: AccountType | '';
}

const initialValues: Values = {
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
  accountType: '',
};

export const manualAutopaySchema = object({
  routingNumber: routingNumberSchema(),
  accountNumber: accountNumberSchema(),
  confirmAccountNumber: confirmAccountNumberSchema('accountNumber'),
  accountType: accountTypeSchema(),
});

const ACCOUNT_TYPE_CHOICES = [
  { value: 'CHECKING', label: 'Checking' },
  { value: 'SAVINGS', label: 'Savings' },
] as const;

/**
 * /account/heloc/{uuid}/bank/autopay-manual: the account automatic payments come from, typed by
 * hand (the disbursement account could not carry them). Then the routing decides.
 */
export default function ManualAutopayScreen() {
  const [setAutopayAccount] = useSetAutopayAccountMutation();
  const submit = useStepSubmit((applicationUuid, values: Values) =>
    setAutopayAccount({
      applicationUuid,
      account: {
        routingNumber: withoutSeparators(values.routingNumber),
        accountNumber: withoutSeparators(values.accountNumber),
        accountType: values.accountType as AccountType,
      },
    }).unwrap(),
  );

  return (
    <Screen>
      <StepForm
        initialValues={initialValues}
        validationSchema={manualAutopaySchema}
        onSubmit={submit}
        submitLabel={CONTINUE_LABEL}
      >
        <p>Your monthly payments will be taken from this account automatically.</p>
        <TextField
          name="routingNumber"
          label="Routing number"
          hint="9 digits, printed at the bottom left of a check"
          width="short"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="accountNumber"
          label="Account number"
          hint="4 to 17 digits"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="confirmAccountNumber"
          label="Confirm account number"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <ChoiceField name="accountType" legend="Account type" choices={ACCOUNT_TYPE_CHOICES} />
      </StepForm>
    </Screen>
  );
}
