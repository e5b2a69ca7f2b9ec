import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { APPLICATION_SERVICE } from '../../application';
import { IdentityUploadForm } from '../../identity';
import { SignerFrame } from '../SignerFrame';
import { useSignerSigning } from '../useSignerSigning';

export { titles } from '../titles';

export const SIGNER_IDENTITY_INTRO = msg`Upload a photo or scan of your own ID, so the notary can confirm that you are the person signing.`;
export const SIGNER_IDENTITY_TIPS = [
  msg`Lay the ID on a plain, dark surface in good light.`,
  msg`Make sure all four corners show and every word can be read, with no glare.`,
] as const;

/**
 * /account/heloc/heloc-signer/identity: the signer's ID, the borrower's upload form
 * (IdentityUploadForm: ID type, front, back unless a passport, previews, retry of a failed side).
 * Each side is sent to the application's `POST .../documents`, which the lender records as the
 * signer's own; then the signer moves on (signing once the ID is complete).
 */
export default function SignerIdentityScreen() {
  const { t } = useLingui();
  const signing = useSignerSigning('identity');
  return (
    <SignerFrame signing={signing}>
      {({ applicationUuid, moveOn }) => (
        <IdentityUploadForm
          documentsUrl={`${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/documents`}
          onSubmit={async (upload) => {
            await upload();
            await moveOn();
          }}
        >
          <p>{t(SIGNER_IDENTITY_INTRO)}</p>
          <ul className="id-tips">
            {SIGNER_IDENTITY_TIPS.map((tip) => (
              <li key={tip.id}>{t(tip)}</li>
            ))}
          </ul>
        </IdentityUploadForm>
      )}
    </SignerFrame>
  );
}
