import { GetHelp } from '../../../ui/StopPage';
import { SignerFrame } from '../SignerFrame';
import { borrowerNameOf } from '../../application';
import { useSignerSigning } from '../useSignerSigning';

/** What the signer reads: nothing is left for them to do. */
export function cancelledText(borrower: string | null): string {
  return `${borrower ?? 'The borrower'} has canceled the application for the home equity line of credit, so there is nothing for you to sign.`;
}

/**
 * /account/heloc/heloc-signer/cancelled: the application the signer was to sign for is cancelled
 * (signerPlace). Nothing to do; a way to reach support.
 */
export default function SignerCancelledScreen() {
  const signing = useSignerSigning('cancelled');
  return (
    <SignerFrame signing={signing}>
      {({ application }) => (
        <>
          <p>{cancelledText(borrowerNameOf(application))}</p>
          <p>Anything you uploaded or signed for it will not be used.</p>
          <GetHelp>
            <p>If you think this is a mistake, contact us.</p>
          </GetHelp>
        </>
      )}
    </SignerFrame>
  );
}
