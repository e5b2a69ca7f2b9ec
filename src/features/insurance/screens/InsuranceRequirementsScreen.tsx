import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../../app/hooks';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { GetHelp } from '../../../ui/StopPage';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { selectCompanyInfo } from '../../organisation';
import { formatAddress } from '../../progress';
import { selectStatusObject } from '../../status';
import { floodInsuranceRequired } from '../insuranceProofs';
import '../insurance.css';

export { titles } from '../titles';

export const UPLOAD_LINK_TEXT = msg`Upload your proof of insurance`;
export const HAZARD_HEADING = msg`Hazard insurance (homeowners insurance)`;
export const FLOOD_HEADING = msg`Flood insurance`;
export const PROOF_HEADING = msg`What to upload`;

/**
 * "Lanternfield Home Credit, its successors and/or assigns": how the policy names the lender. The
 * clause is written on the policy as it stands, in English, whatever the page's language.
 */
export const mortgageeClause = (companyName: string) =>
  `${companyName}, its successors and/or assigns`;

/**
 * /account/heloc/{uuid}/insurance/requirements: what proof of insurance the lender needs:
 * hazard insurance always, flood insurance when status.floodInsuranceRequired. The lender names
 * the documents only; reading chosen: the requirements US lenders commonly set for a loan
 * secured on a home (the property covered, the lender named as mortgagee, enough coverage,
 * a policy in force), and for flood the federal flood insurance rules. Links to insurance/upload.
 */
export default function InsuranceRequirementsScreen() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid() ?? '';
  const application = useAppSelector(selectCurrentApplication);
  const { companyName } = useAppSelector(selectCompanyInfo);
  const flood = floodInsuranceRequired(useAppSelector(selectStatusObject));
  const address = formatAddress(application?.property?.address);
  const mortgagee = mortgageeClause(companyName);
  const uploadLink = <Link to={`/${applicationUuid}/insurance/upload`}>{t(UPLOAD_LINK_TEXT)}</Link>;
  const coverHome = address ? <Trans>cover {address}</Trans> : <Trans>cover your home</Trans>;
  const nameMortgagee = (
    <Trans>
      name the lender as mortgagee: <strong>{mortgagee}</strong>
    </Trans>
  );
  const inForce = <Trans>be in force now, with its start and end dates shown</Trans>;

  return (
    <Screen>
      <p>
        {flood ? (
          <Trans>
            A home that secures a line of credit must stay insured, so that it can be repaired or
            rebuilt if it is damaged. Before we fund your line we need proof of hazard insurance and
            flood insurance.
          </Trans>
        ) : (
          <Trans>
            A home that secures a line of credit must stay insured, so that it can be repaired or
            rebuilt if it is damaged. Before we fund your line we need proof of hazard insurance.
          </Trans>
        )}
      </p>
      <h2 className="stop-page__heading">{t(HAZARD_HEADING)}</h2>
      <p>
        <Trans>The policy must:</Trans>
      </p>
      <ul className="insurance-rules">
        <li>{coverHome}</li>
        <li>
          <Trans>name you, and anyone else who owns the home, as the insured</Trans>
        </li>
        <li>{inForce}</li>
        <li>
          <Trans>
            cover at least the cost of rebuilding your home, or the total of every loan secured on
            it (this line included), whichever is less
          </Trans>
        </li>
        <li>{nameMortgagee}</li>
        <li>
          <Trans>show the insurance company, the policy number and the deductible</Trans>
        </li>
      </ul>
      {flood ? (
        <>
          <h2 className="stop-page__heading">{t(FLOOD_HEADING)}</h2>
          <p>
            <Trans>
              Your home is in a flood zone (a special flood hazard area on the federal flood maps).
              Federal law requires flood insurance for a loan secured on a home there. The policy
              must:
            </Trans>
          </p>
          <ul className="insurance-rules">
            <li>{coverHome}</li>
            <li>{nameMortgagee}</li>
            <li>
              <Trans>
                cover at least the total of the loans secured on your home, the cost of rebuilding
                it, or the most the National Flood Insurance Program offers for a home ($250,000),
                whichever is least
              </Trans>
            </li>
            <li>{inForce}</li>
          </ul>
        </>
      ) : null}
      <h2 className="stop-page__heading">{t(PROOF_HEADING)}</h2>
      <p>
        <Trans>
          The declarations page of each policy: the summary page that lists the insured, the home,
          the coverage and the mortgagee. Your insurance company or agent can send it to you, and
          can add the lender as mortgagee if it is missing.
        </Trans>
      </p>
      <p className="insurance-next">{uploadLink}</p>
      <GetHelp heading={t`Questions about insurance?`} />
    </Screen>
  );
}
