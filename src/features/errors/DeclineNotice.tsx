import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from '../../ui/ExternalLink';
import { GetHelp, NextSteps } from '../../ui/StopPage';

/**
 * What every decline page says after its reason (adverse action, in plain words): the written
 * notice to expect and when, the applicant's rights under the Fair Credit Reporting Act (FCRA)
 * and the Equal Credit Opportunity Act (ECOA), what they can do, and how to reach support.
 *
 * Reading chosen: the application records no bureau name, so the page says the notice names the
 * credit bureau used, with its contact details, as the notice must.
 */
export function DeclineNotice({ whatYouCanDo }: { whatYouCanDo: readonly string[] }) {
  const { t } = useLingui();
  return (
    <>
      <NextSteps
        steps={[
          t`We will send you a letter by mail within 30 days, called an adverse action notice. It gives the main reasons for our decision.`,
          t`The letter names the credit bureau whose report we used, with its address and phone number. If we used a credit score, the letter shows it and the main things that affected it.`,
          t`You do not need to do anything else for this application.`,
        ]}
      />
      <h2 className="stop-page__heading">
        <Trans>Your rights</Trans>
      </h2>
      <ul className="next-steps">
        <li>
          <Trans>
            The credit bureau gave us your report, but it did not make this decision and cannot tell
            you why it was made.
          </Trans>
        </li>
        <li>
          <Trans>
            Under the Fair Credit Reporting Act, you can get a free copy of your credit report from
            that bureau if you ask within 60 days of getting our letter. If anything in it is wrong
            or incomplete, you can dispute it with the bureau for free.
          </Trans>
        </li>
        <li>
          <Trans>
            You can also get free credit reports from all three bureaus at{' '}
            <ExternalLink href="https://www.annualcreditreport.com/">
              AnnualCreditReport.com
            </ExternalLink>
            .
          </Trans>
        </li>
        <li>
          <Trans>
            Under the Equal Credit Opportunity Act, a lender may not treat you differently because
            of your race, color, religion, national origin, sex, marital status or age (as long as
            you are old enough to sign a contract), because any of your income comes from public
            assistance, or because you have used your rights under consumer credit laws. Our letter
            names the federal agency that checks we follow this law.
          </Trans>
        </li>
      </ul>
      <h2 className="stop-page__heading">
        <Trans>What you can do</Trans>
      </h2>
      <ul className="next-steps">
        {whatYouCanDo.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <GetHelp heading={t`Questions about this decision?`}>
        <p>
          <Trans>We can answer questions about your letter and your options.</Trans>
        </p>
      </GetHelp>
    </>
  );
}
