import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../../ui/Screen';
import { DeclineNotice } from '../DeclineNotice';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/error/income: declined on income against debts (uwDecision DECLINE with
 * dtiDecline). Adverse action wording; "debt-to-income ratio" explained in plain words.
 */
export default function IncomeDeclineScreen() {
  const { t } = useLingui();
  return (
    <Screen>
      <p>
        <Trans>
          We are sorry. We are unable to approve your home equity line of credit at this time
          because your income did not meet our requirements. Compared with your income, the monthly
          payments on your debts, including this line of credit, would be higher than we can approve
          (this is called your debt-to-income ratio).
        </Trans>
      </p>
      <DeclineNotice
        whatYouCanDo={[
          t`If we could not count all of your income, for example from a second job, rental income or retirement benefits, contact us.`,
          t`Paying down debts or a rise in income changes this. You are welcome to apply again later, and a smaller amount may be easier to approve.`,
        ]}
      />
    </Screen>
  );
}
