import { Link } from '../../../ui/Link';
import { conditionQuery, ConditionsDashboard, signerLocation } from '../../conditions';
import { SIGNER_AREA } from '../../navigation';
import { SignerConditionsFrame, signerConditionsPath } from '../SignerConditionsFrame';

/** Still English, both: __tests__/conditions/signer.test.tsx reads them (to become messages with it). */
export const SIGNER_NO_PAGE_TEXT = 'Contact us to finish this task.';
export const BACK_TO_SIGNING_LABEL = 'Continue with your signing';

/**
 * /account/heloc/heloc-signer/conditions: the additional signer's own pending conditions on the
 * application they sign for (the lender answers each applicant their own), each with its action:
 * a document upload (conditions/upload-document) or their ID again (conditions/identity), opened
 * with `?condition={uuid}`. A task the signer area has no page for says to contact the lender.
 */
export default function SignerConditionsScreen() {
  return (
    <SignerConditionsFrame>
      {({ load }) => (
        <ConditionsDashboard
          load={load}
          actionFor={(row) => {
            const location = signerLocation(row.location);
            return location ? `${signerConditionsPath(location)}${conditionQuery(row.uuid)}` : null;
          }}
          noActionText={SIGNER_NO_PAGE_TEXT}
          whenDone={
            <p className="conditions-next">
              <Link to={`/${SIGNER_AREA}/resume`}>{BACK_TO_SIGNING_LABEL}</Link>
            </p>
          }
        />
      )}
    </SignerConditionsFrame>
  );
}
