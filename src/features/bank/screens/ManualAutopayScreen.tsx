import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { useStepSubmit } from '../../routing';
import {
  BankAccountFields,
  bankAccountSchema,
  EMPTY_BANK_ACCOUNT,
  sendBankAccount,
  type BankAccountValues,
} from '../bankAccountForm';
import { useSetAutopayAccountMutation } from '../bankApi';

export const CONTINUE_LABEL = 'Continue';

/**
 * /account/heloc/{uuid}/bank/autopay-manual: the account automatic payments come from, typed by
 * hand (the disbursement account could not carry them). Then the routing decides. The numbers go
 * to the call through bankAccountHandoff, never through the store.
 */
export default function ManualAutopayScreen() {
  const [setAutopayAccount] = useSetAutopayAccountMutation();
  const submit = useStepSubmit((applicationUuid, values: BankAccountValues) =>
    sendBankAccount(values, (accountHandle) =>
      setAutopayAccount({ applicationUuid, accountHandle }).unwrap(),
    ),
  );

  return (
    <Screen>
      <StepForm
        initialValues={EMPTY_BANK_ACCOUNT}
        validationSchema={bankAccountSchema}
        onSubmit={submit}
        submitLabel={CONTINUE_LABEL}
      >
        <p>Your monthly payments will be taken from this account automatically.</p>
        <BankAccountFields />
      </StepForm>
    </Screen>
  );
}
