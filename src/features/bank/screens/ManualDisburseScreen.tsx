import { Trans } from '@lingui/react/macro';
import { Screen } from '../../../ui/Screen';
import { DisburseAccountForm } from '../DisburseAccountForm';

export { titles } from '../titles';

export { CONTINUE_LABEL } from '../DisburseAccountForm';

/**
 * /account/heloc/{uuid}/bank/manual-disburse: the disbursement account entered by hand. The lender
 * names the route only (docs/shell.md#routes); it is read as the manual entry of the account that
 * bank/disburse asks for (where a lender links accounts through a provider, this is the way
 * around it). Here bank/disburse is itself typed by hand, so both show the same form and the
 * same call, `PUT .../disburse-account`, then bank/confirm.
 */
export default function ManualDisburseScreen() {
  return (
    <Screen>
      <DisburseAccountForm
        intro={
          <p>
            <Trans>
              Enter the details of the bank account where you want to receive your money. It must be
              an account in your name at a US bank. You will find both numbers on a check or in your
              online banking.
            </Trans>
          </p>
        }
      />
    </Screen>
  );
}
