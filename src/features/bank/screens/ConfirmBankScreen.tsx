import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { object } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { selectLocation, stepLink } from '../../navigation';
import { useStepSubmit } from '../../routing';
import { useConfirmDisburseAccountMutation } from '../bankApi';
import '../bank.css';

export { titles } from '../titles';

export const CONFIRM_ACCOUNT_LABEL = msg`Confirm account`;
export const CHANGE_ACCOUNT_LABEL = msg`Change account`;
export const NO_ACCOUNT_TEXT = msg`We do not have a bank account for your funds yet.`;
export const ENTER_ACCOUNT_LABEL = msg`Enter your bank account`;
/** Where the account is entered (and changed). */
export const DISBURSE_STEP = 'bank/disburse';

const noQuestions = object({});

/**
 * /account/heloc/{uuid}/bank/confirm: the account the funds go to, shown by its last 4 digits
 * only, with a way back to change it; "Confirm account" sends `POST .../disburse-account/confirm`,
 * then the routing decides.
 */
export default function ConfirmBankScreen() {
  const { t } = useLingui();
  const account = useAppSelector(selectCurrentApplication)?.disburseAccount ?? null;
  const applicationUuid = useApplicationUuid();
  const { search } = useAppSelector(selectLocation);
  const [confirmAccount] = useConfirmDisburseAccountMutation();
  const submit = useStepSubmit((uuid) => confirmAccount({ applicationUuid: uuid }).unwrap());
  const disburseUrl = applicationUuid ? stepLink(applicationUuid, DISBURSE_STEP, search) : '';

  if (!account?.mask) {
    return (
      <Screen>
        <p>{t(NO_ACCOUNT_TEXT)}</p>
        <p>
          <Link className="bank-link" to={disburseUrl}>
            {t(ENTER_ACCOUNT_LABEL)}
          </Link>
        </p>
      </Screen>
    );
  }

  const mask = account.mask;
  const accountText =
    account.accountType === 'CHECKING'
      ? t`Checking account ending in ${mask}`
      : account.accountType === 'SAVINGS'
        ? t`Savings account ending in ${mask}`
        : t`Account ending in ${mask}`;
  return (
    <Screen>
      <StepForm
        initialValues={{}}
        validationSchema={noQuestions}
        onSubmit={submit}
        submitLabel={t(CONFIRM_ACCOUNT_LABEL)}
      >
        <p>
          <Trans>Check that this is the account where you want to receive your money.</Trans>
        </p>
        <dl className="summary-list bank-account">
          <dt>
            <Trans>Account</Trans>
          </dt>
          <dd>{accountText}</dd>
        </dl>
        <p>
          <Trans>Not the right account?</Trans>{' '}
          <Link className="bank-link" to={disburseUrl}>
            {t(CHANGE_ACCOUNT_LABEL)}
          </Link>
        </p>
      </StepForm>
    </Screen>
  );
}
