import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/Link';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { DocumentCopyList, signerCopyPath, WithDocumentCopies } from '../../copies';
import { SignerFrame } from '../SignerFrame';
import { borrowerNameOf } from '../../application';
import { useSignerSigning } from '../useSignerSigning';
import '../signer.css';

export { titles } from '../titles';

export const FINISHED_HEADING = msg`You have finished signing`;
export const WHAT_YOU_SIGNED_HEADING = msg`What you signed`;
export const TASKS_LINK_TEXT = msg`See if anything else is needed from you`;

/** What happens now: the borrower goes on to their own notary session. */
export function borrowerGoesOnText(borrower: string | null): MessageDescriptor {
  return borrower
    ? msg`${borrower} can now go on to their own notary session and finish their application.`
    : msg`The borrower can now go on to their own notary session and finish their application.`;
}

/**
 * What the signer agreed to and signed, each a link to its copy to read and print
 * (docs/journey.md#copies-of-what-was-signed): the same list as the borrower's documents.
 */
function SignedDocuments({
  applicationUuid,
  propertyState,
}: {
  applicationUuid: string;
  propertyState: string | null | undefined;
}) {
  const { t } = useLingui();
  return (
    <WithDocumentCopies applicationUuid={applicationUuid}>
      {(copies) => (
        <DocumentCopyList
          heading={t(WHAT_YOU_SIGNED_HEADING)}
          copies={copies}
          hrefOf={(copy) => signerCopyPath(copy.uuid)}
          propertyState={propertyState}
        />
      )}
    </WithDocumentCopies>
  );
}

/**
 * /account/heloc/heloc-signer/documents: the signer has finished (ID, signature, eNotary
 * session). The page says so, lists what they signed (`GET .../closing-documents`, signed by
 * them), and that the borrower now goes on; a link to the signer's tasks in case the lender asks
 * for more.
 */
export default function SignerDocumentsScreen() {
  const { t } = useLingui();
  const signing = useSignerSigning('documents');
  return (
    <SignerFrame signing={signing}>
      {({ applicationUuid, application }) => {
        const borrower = borrowerNameOf(application);
        return (
          <>
            <div className="signer-done">
              <h2>{t(FINISHED_HEADING)}</h2>
              <p>
                <Trans>
                  Thank you. You have verified your identity, signed the documents and met the
                  eNotary.
                </Trans>
              </p>
            </div>
            <SignedDocuments
              applicationUuid={applicationUuid}
              propertyState={application?.property?.state}
            />
            <NextSteps
              steps={[
                t(borrowerGoesOnText(borrower)),
                t`We e-mail you a copy of the recorded deed of trust once the county has recorded it.`,
                t`You do not need to do anything else unless we contact you.`,
              ]}
            />
            <p className="signer-links">
              <Link to="/heloc-signer/conditions">{t(TASKS_LINK_TEXT)}</Link>
            </p>
            <GetHelp />
          </>
        );
      }}
    </SignerFrame>
  );
}
