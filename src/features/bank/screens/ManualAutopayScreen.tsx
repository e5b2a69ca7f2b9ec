import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { boolean } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { yupMessage } from '../../../forms/schemas/messages';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication } from '../../application';
import { selectCompanyInfo } from '../../organisation';
import { useStepSubmit } from '../../routing';
import {
  AutopayAuthorization,
  shownAutopayAuthorization,
  autopayTermsOf,
  typedAccountMask,
} from '../autopayAuthorization';
import {
  BankAccountFields,
  bankAccountSchema,
  EMPTY_BANK_ACCOUNT,
  sendBankAccount,
  type BankAccountValues,
} from '../bankAccountForm';
import { useSetAutopayAccountMutation } from '../bankApi';
import { AUTOPAY_MESSAGES } from '../../../contract/autopayAuthorization';

export { titles } from '../titles';

export const CONTINUE_LABEL = msg`Continue`;
/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export const AUTHORIZE_MESSAGE = AUTOPAY_MESSAGES.missing;
/** The application's figures cannot be read: there is no payment to name. */
export const AUTOPAY_TERMS_UNAVAILABLE = msg`We cannot show the terms of automatic payments right now. Reload the page to try again.`;
/** Where the authorization will be, before there is an account number to name. */
export const AUTHORIZATION_AFTER_ACCOUNT = msg`Once you enter the account number, the authorization for automatic payments from it shows here.`;

interface Values extends BankAccountValues {
  /** The box "I authorize …", under the authorization of payments from the account typed. */
  autopayAuthorization: boolean;
}

/** Written in the order the questions are shown (the error summary follows it). */
const INITIAL_VALUES: Values = { ...EMPTY_BANK_ACCOUNT, autopayAuthorization: false };

/**
 * The account's rules, and the authorization ticked once it is shown (an account number to name);
 * before that, the account number's own message says what to do.
 */
export const manualAutopaySchema = bankAccountSchema.shape({
  autopayAuthorization: boolean().when('accountNumber', {
    is: (accountNumber: unknown) => typedAccountMask(accountNumber) !== null,
    then: (ticked) =>
      ticked.oneOf([true], yupMessage(AUTHORIZE_MESSAGE)).required(yupMessage(AUTHORIZE_MESSAGE)),
  }),
});

/** The authorization of payments from the account as typed, or where it will be. */
function AuthorizationOfTypedAccount() {
  const { t } = useLingui();
  const application = useAppSelector(selectCurrentApplication);
  const company = useAppSelector(selectCompanyInfo);
  const { values } = useFormikContext<Values>();
  const mask = typedAccountMask(values.accountNumber);
  const terms = autopayTermsOf(application, company, mask);
  return (
    <>
      {mask ? null : <p>{t(AUTHORIZATION_AFTER_ACCOUNT)}</p>}
      {mask && !terms ? <p>{t(AUTOPAY_TERMS_UNAVAILABLE)}</p> : null}
      <AutopayAuthorization terms={terms} />
    </>
  );
}

/**
 * /account/heloc/{uuid}/bank/autopay-manual: the account automatic payments come from, typed by
 * hand (the disbursement account could not carry them), and the authorization of payments from it
 * (docs/journey.md#automatic-payments-and-their-authorization), which must be ticked. Then the
 * routing decides. The numbers go to the call through bankAccountHandoff, never through the store.
 */
export default function ManualAutopayScreen() {
  const { t } = useLingui();
  const [setAutopayAccount] = useSetAutopayAccountMutation();
  const submit = useStepSubmit((applicationUuid, values: Values) =>
    sendBankAccount(values, (accountHandle) =>
      setAutopayAccount({
        applicationUuid,
        accountHandle,
        autopayAuthorization: shownAutopayAuthorization(),
      }).unwrap(),
    ),
  );

  return (
    <Screen>
      <StepForm
        initialValues={INITIAL_VALUES}
        validationSchema={manualAutopaySchema}
        onSubmit={submit}
        submitLabel={t(CONTINUE_LABEL)}
      >
        <p>
          <Trans>Your monthly payments will be taken from this account automatically.</Trans>
        </p>
        <BankAccountFields />
        <AuthorizationOfTypedAccount />
      </StepForm>
    </Screen>
  );
}
