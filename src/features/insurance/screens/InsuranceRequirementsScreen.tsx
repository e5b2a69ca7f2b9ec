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

export const UPLOAD_LINK_TEXT = 'Upload your proof of insurance';
export const HAZARD_HEADING = 'Hazard insurance (homeowners insurance)';
export const FLOOD_HEADING = 'Flood insurance';
export const PROOF_HEADING = 'What to upload';

/** "Lanternfield Home Credit, its successors and/or assigns": how the policy names the lender. */
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
  const applicationUuid = useApplicationUuid() ?? '';
  const application = useAppSelector(selectCurrentApplication);
  const { companyName } = useAppSelector(selectCompanyInfo);
  const flood = floodInsuranceRequired(useAppSelector(selectStatusObject));
  const address = formatAddress(application?.property?.address) ?? 'your home';
  const mortgagee = mortgageeClause(companyName);
  const uploadLink = <Link to={`/${applicationUuid}/insurance/upload`}>{UPLOAD_LINK_TEXT}</Link>;

  return (
    <Screen>
      <p>
        A home that secures a line of credit must stay insured, so that it can be repaired or
        rebuilt if it is damaged. Before we fund your line we need proof of{' '}
        {flood ? 'hazard insurance and flood insurance' : 'hazard insurance'}.
      </p>
      <h2 className="stop-page__heading">{HAZARD_HEADING}</h2>
      <p>The policy must:</p>
      <ul className="insurance-rules">
        <li>cover {address}</li>
        <li>name you, and anyone else who owns the home, as the insured</li>
        <li>be in force now, with its start and end dates shown</li>
        <li>
          cover at least the cost of rebuilding your home, or the total of every loan secured on it
          (this line included), whichever is less
        </li>
        <li>
          name the lender as mortgagee: <strong>{mortgagee}</strong>
        </li>
        <li>show the insurance company, the policy number and the deductible</li>
      </ul>
      {flood ? (
        <>
          <h2 className="stop-page__heading">{FLOOD_HEADING}</h2>
          <p>
            Your home is in a flood zone (a special flood hazard area on the federal flood maps).
            Federal law requires flood insurance for a loan secured on a home there. The policy
            must:
          </p>
          <ul className="insurance-rules">
            <li>cover {address}</li>
            <li>
              name the lender as mortgagee: <strong>{mortgagee}</strong>
            </li>
            <li>
              cover at least the total of the loans secured on your home, the cost of rebuilding it,
              or the most the National Flood Insurance Program offers for a home ($250,000),
              whichever is least
            </li>
            <li>be in force now, with its start and end dates shown</li>
          </ul>
        </>
      ) : null}
      <h2 className="stop-page__heading">{PROOF_HEADING}</h2>
      <p>
        The declarations page of each policy: the summary page that lists the insured, the home, the
        coverage and the mortgagee. Your insurance company or agent can send it to you, and can add
        the lender as mortgagee if it is missing.
      </p>
      <p className="insurance-next">{uploadLink}</p>
      <GetHelp heading="Questions about insurance?" />
    </Screen>
  );
}
