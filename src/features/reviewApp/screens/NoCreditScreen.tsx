import { Trans, useLingui } from '@lingui/react/macro';
import { CheckAgain } from '../../../ui/CheckAgain';
import { ExternalLink } from '../../../ui/ExternalLink';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/review-app/no-credit: even with the Social Security number, the bureau
 * found no credit file (server state CREDIT_NO_MATCH_SSN, or the NO_CREDIT condition). Reading
 * chosen: the lender's team looks at the application; the page checks again for when they have
 * fixed it, and says how to check one's own details meanwhile.
 */
export default function NoCreditScreen() {
  const { t } = useLingui();
  const check = useRoutingCheck();
  return (
    <Screen>
      <p>
        <Trans>
          We asked the credit bureau for your credit report using your name, address, date of birth
          and Social Security number, and it could not find a credit file that matches them. We need
          your credit report to make a decision on your application.
        </Trans>
      </p>
      <p>
        <Trans>
          This often happens when a credit history is short or new, after a change of name or a
          recent move, or when a detail was entered differently from the bureau’s records.
        </Trans>
      </p>
      <NextSteps
        steps={[
          t`Our team reviews your application and the details we sent to the bureau. We usually finish within 2 business days.`,
          t`If a detail needs correcting, or we need a document from you, we will contact you by e-mail or phone.`,
          t`Once we can find your credit file, you continue your application where you left off.`,
        ]}
      />
      <h2 className="stop-page__heading">
        <Trans>What you can do</Trans>
      </h2>
      <p>
        <Trans>
          Check your credit reports for free at{' '}
          <ExternalLink href="https://www.annualcreditreport.com/">
            AnnualCreditReport.com
          </ExternalLink>
          . If your name, address or date of birth there differs from your application, tell us.
        </Trans>
      </p>
      <CheckAgain {...check} />
      <GetHelp />
    </Screen>
  );
}
