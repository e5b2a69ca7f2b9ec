import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../../ui/Screen';
import { DeclineNotice } from '../DeclineNotice';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/error/decline: the lender declined the application (server state
 * DECLINED, or uwDecision DECLINE). Adverse action wording: the reasons come in the letter.
 */
export default function DeclineScreen() {
  const { t } = useLingui();
  return (
    <Screen>
      <p>
        <Trans>
          We are sorry. After reviewing your application, we are unable to approve your home equity
          line of credit at this time.
        </Trans>
      </p>
      <DeclineNotice
        whatYouCanDo={[
          t`Read the reasons in our letter when it arrives. If something in it is wrong, contact us.`,
          t`If your situation changes, for example your income goes up, your debts go down or your home’s value rises, you are welcome to apply again.`,
        ]}
      />
    </Screen>
  );
}
