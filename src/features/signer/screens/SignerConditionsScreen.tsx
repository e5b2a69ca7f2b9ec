import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/Link';
import { conditionQuery, ConditionsDashboard, signerLocation } from '../../conditions';
import { SIGNER_AREA } from '../../navigation';
import { SignerConditionsFrame, signerConditionsPath } from '../SignerConditionsFrame';

export { titles } from '../titles';

export const SIGNER_NO_PAGE_TEXT = msg`Contact us to finish this task.`;
export const BACK_TO_SIGNING_LABEL = msg`Continue with your signing`;

/**
 * /account/heloc/heloc-signer/conditions: the additional signer's own pending conditions on the
 * application they sign for (the lender answers each applicant their own), each with its action:
 * a document upload (conditions/upload-document) or their ID again (conditions/identity), opened
 * with `?condition={uuid}`. A task the signer area has no page for says to contact the lender.
 */
export default function SignerConditionsScreen() {
  const { t } = useLingui();
  return (
    <SignerConditionsFrame>
      {({ load }) => (
        <ConditionsDashboard
          load={load}
          actionFor={(row) => {
            const location = signerLocation(row.location);
            return location ? `${signerConditionsPath(location)}${conditionQuery(row.uuid)}` : null;
          }}
          noActionText={t(SIGNER_NO_PAGE_TEXT)}
          whenDone={
            <p className="conditions-next">
              <Link to={`/${SIGNER_AREA}/resume`}>{t(BACK_TO_SIGNING_LABEL)}</Link>
            </p>
          }
        />
      )}
    </SignerConditionsFrame>
  );
}
