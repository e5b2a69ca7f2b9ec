import { Trans } from '@lingui/react/macro';
import { Screen } from '../../../ui/Screen';
import { DisburseAccountForm } from '../DisburseAccountForm';

export { titles } from '../titles';

export { CONTINUE_LABEL } from '../DisburseAccountForm';

/**
 * /account/heloc/{uuid}/bank/disburse: the bank account the line's funds are paid into (routing
 * number with its ABA checksum, account number typed twice, account type); then the app shows
 * bank/confirm.
 */
export default function DisburseScreen() {
  return (
    <Screen>
      <DisburseAccountForm
        intro={
          <p>
            <Trans>
              Tell us the bank account where you want to receive your money. It must be an account
              in your name at a US bank. You will find both numbers on a check or in your online
              banking.
            </Trans>
          </p>
        }
      />
    </Screen>
  );
}
