import { Screen } from '../../../ui/Screen';
import { DeclineNotice } from '../DeclineNotice';

/**
 * /account/heloc/{uuid}/error/credit: declined on the credit report or score (the
 * creditScoreDecline event). Adverse action wording.
 */
export default function CreditDeclineScreen() {
  return (
    <Screen>
      <p>
        We are sorry. We are unable to approve your home equity line of credit at this time because
        your credit report and credit score did not meet our requirements.
      </p>
      <DeclineNotice
        whatYouCanDo={[
          'Check your credit reports for mistakes, such as accounts that are not yours or payments shown as late that were on time, and dispute them with the bureau.',
          'Paying bills on time and lowering the balances on your credit cards improve a credit score over time. You are welcome to apply again later.',
        ]}
      />
    </Screen>
  );
}
