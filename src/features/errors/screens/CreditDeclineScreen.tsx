import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../../ui/Screen';
import { DeclineNotice } from '../DeclineNotice';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/error/credit: declined on the credit report or score (the
 * creditScoreDecline event). Adverse action wording.
 */
export default function CreditDeclineScreen() {
  const { t } = useLingui();
  return (
    <Screen>
      <p>
        <Trans>
          We are sorry. We are unable to approve your home equity line of credit at this time
          because your credit report and credit score did not meet our requirements.
        </Trans>
      </p>
      <DeclineNotice
        whatYouCanDo={[
          t`Check your credit reports for mistakes, such as accounts that are not yours or payments shown as late that were on time, and dispute them with the bureau.`,
          t`Paying bills on time and lowering the balances on your credit cards improve a credit score over time. You are welcome to apply again later.`,
        ]}
      />
    </Screen>
  );
}
