import { object } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { selectLocation, stepLink } from '../../navigation';
import { useStepSubmit } from '../../routing';
import { accountTypeLabel } from '../bankAccountForm';
import { useConfirmDisburseAccountMutation } from '../bankApi';
import '../bank.css';

export const CONFIRM_ACCOUNT_LABEL = 'Confirm account';
export const CHANGE_ACCOUNT_LABEL = 'Change account';
export const NO_ACCOUNT_TEXT = 'We do not have a bank account for your funds yet.';
export const ENTER_ACCOUNT_LABEL = 'Enter your bank account';
/** Where the account is entered (and changed). */
export const DISBURSE_STEP = 'bank/disburse';

const noQuestions = object({});

/**
 * /account/heloc/{uuid}/bank/confirm: the account the funds go to, shown by its last 4 digits
 * only, with a way back to change it; "Confirm account" sends `POST .../disburse-account/confirm`,
 * then the routing decides.
 */
export default function ConfirmBankScreen() {
  const account = useAppSelector(selectCurrentApplication)?.disburseAccount ?? null;
  const applicationUuid = useApplicationUuid();
  const { search } = useAppSelector(selectLocation);
  const [confirmAccount] = useConfirmDisburseAccountMutation();
  const submit = useStepSubmit((uuid) => confirmAccount({ applicationUuid: uuid }).unwrap());
  const disburseUrl = applicationUuid ? stepLink(applicationUuid, DISBURSE_STEP, search) : '';

  if (!account?.mask) {
    return (
      <Screen>
        <p>{NO_ACCOUNT_TEXT}</p>
        <p>
          <Link className="bank-link" to={disburseUrl}>
            {ENTER_ACCOUNT_LABEL}
          </Link>
        </p>
      </Screen>
    );
  }

  const type = accountTypeLabel(account.accountType);
  return (
    <Screen>
      <StepForm
        initialValues={{}}
        validationSchema={noQuestions}
        onSubmit={submit}
        submitLabel={CONFIRM_ACCOUNT_LABEL}
      >
        <p>Check that this is the account where you want to receive your money.</p>
        <dl className="summary-list bank-account">
          <dt>Account</dt>
          <dd>
            {type ? `${type} account` : 'Account'} ending in {account.mask}
          </dd>
        </dl>
        <p>
          Not the right account?{' '}
          <Link className="bank-link" to={disburseUrl}>
            {CHANGE_ACCOUNT_LABEL}
          </Link>
        </p>
      </StepForm>
    </Screen>
  );
}
