import { useAppDispatch } from '../../../app/hooks';
import { NextSteps } from '../../../ui/StopPage';
import { navigationRequested } from '../../navigation';
import { SignerFrame } from '../SignerFrame';
import { signerStepPath } from '../signerPlace';
import { invitationText } from '../signerWords';
import { useSignerSigning } from '../useSignerSigning';

export const START_LABEL = 'Continue';
export const WHAT_YOU_DO_HEADING = 'What you will do';
export const WHAT_YOU_DO = [
  'Verify your identity: upload a photo or scan of your ID.',
  'Read the loan documents and sign them online.',
  'Meet a notary by video in a short eNotary session.',
] as const;

/**
 * /account/heloc/heloc-signer/intro: who asked the signer to sign, for which home, and the three
 * things they will do; "Continue" opens their identity step (no call is made). Open until their
 * ID is complete (signerRedirect).
 */
export default function SignerIntroScreen() {
  const dispatch = useAppDispatch();
  const signing = useSignerSigning('intro');
  return (
    <SignerFrame signing={signing}>
      {({ application }) => (
        <>
          <p>{invitationText(application)}</p>
          <p>
            As an owner of the home, you sign the deed of trust too. It takes about 20 minutes, all
            online.
          </p>
          <NextSteps heading={WHAT_YOU_DO_HEADING} steps={WHAT_YOU_DO} />
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                dispatch(navigationRequested({ method: 'push', to: signerStepPath('identity') }))
              }
            >
              {START_LABEL}
            </button>
          </div>
        </>
      )}
    </SignerFrame>
  );
}
