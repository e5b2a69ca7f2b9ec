import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GetHelp } from '../../../ui/StopPage';
import { SignerFrame } from '../SignerFrame';
import { borrowerNameOf } from '../../application';
import { useSignerSigning } from '../useSignerSigning';

export { titles } from '../titles';

/** What the signer reads: nothing is left for them to do. */
export function cancelledText(borrower: string | null): MessageDescriptor {
  return borrower
    ? msg`${borrower} has canceled the application for the home equity line of credit, so there is nothing for you to sign.`
    : msg`The borrower has canceled the application for the home equity line of credit, so there is nothing for you to sign.`;
}

/**
 * /account/heloc/heloc-signer/cancelled: the application the signer was to sign for is cancelled
 * (signerPlace). Nothing to do; a way to reach support.
 */
export default function SignerCancelledScreen() {
  const { t } = useLingui();
  const signing = useSignerSigning('cancelled');
  return (
    <SignerFrame signing={signing}>
      {({ application }) => (
        <>
          <p>{t(cancelledText(borrowerNameOf(application)))}</p>
          <p>
            <Trans>Anything you uploaded or signed for it will not be used.</Trans>
          </p>
          <GetHelp>
            <p>
              <Trans>If you think this is a mistake, contact us.</Trans>
            </p>
          </GetHelp>
        </>
      )}
    </SignerFrame>
  );
}
