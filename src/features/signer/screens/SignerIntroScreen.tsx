import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { object } from 'yup';
import { useAppDispatch } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { NextSteps } from '../../../ui/StopPage';
import { EsignConsent, esignConsentSchema, shownEsignConsentVersion } from '../../disclosures';
import { navigationRequested } from '../../navigation';
import { type SignerStepId, signerSteps } from '../../progress';
import { type ReadySigning, SignerFrame } from '../SignerFrame';
import { useGiveEsignConsentMutation } from '../signerApi';
import { signerStepPath } from '../signerPlace';
import { invitationText } from '../signerWords';
import { useSignerSigning } from '../useSignerSigning';

export { titles } from '../titles';

export const START_LABEL = msg`Continue`;
export const WHAT_YOU_DO_HEADING = msg`What you will do`;
/**
 * What the signer will do, one entry per step of their progress panel (in its order), so the page
 * and the panel count the same steps. Each is one message that begins with its step's label in
 * the panel, so that a translator has the whole sentence.
 */
const WHAT_EACH_STEP_ASKS: Readonly<Record<SignerStepId, MessageDescriptor>> = {
  'identity-verification': msg`Identity verification: upload a photo or scan of your ID.`,
  enotary: msg`Talk to eNotary: read the loan documents and sign them online, then meet a notary by video.`,
};
export const WHAT_YOU_DO: readonly MessageDescriptor[] = signerSteps().map(
  (step) => WHAT_EACH_STEP_ASKS[step.id as SignerStepId],
);
/** Said once the signer has consented to electronic documents (the box is not asked again). */
export const ESIGN_CONSENT_GIVEN_TEXT = msg`You have agreed to receive documents and sign electronically.`;

const consentSchema = object({ esignConsent: esignConsentSchema });

/**
 * The signer's consent to receive documents and sign electronically, before their first
 * document: the text and its box; Continue sends `POST .../esign-consent` with the version shown,
 * then goes on to where the lender's records place the signer (the identity, when nothing else
 * is done yet).
 */
function ConsentForm({
  applicationUuid,
  moveOn,
}: Pick<ReadySigning, 'applicationUuid' | 'moveOn'>) {
  const { t } = useLingui();
  const [giveConsent] = useGiveEsignConsentMutation();
  return (
    <StepForm
      initialValues={{ esignConsent: false }}
      validationSchema={consentSchema}
      onSubmit={async () => {
        await giveConsent({
          applicationUuid,
          esignConsent: true,
          esignConsentVersion: shownEsignConsentVersion(),
        }).unwrap();
        await moveOn('identity');
      }}
      submitLabel={t(START_LABEL)}
    >
      <EsignConsent />
    </StepForm>
  );
}

/**
 * /account/heloc/heloc-signer/intro: who asked the signer to sign, for which home, and what they
 * will do at each step of their progress panel. Before any of them, the consent to receive documents and sign
 * electronically (docs/journey.md#the-e-sign-consent): its text and box, which "Continue" sends;
 * once given, "Continue" opens their identity step (no call is made). Open until their ID is
 * complete (signerRedirect), and whenever the consent is still to give.
 */
export default function SignerIntroScreen() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const signing = useSignerSigning('intro');
  return (
    <SignerFrame signing={signing}>
      {({ application, applicationUuid, progress, moveOn }) => (
        <>
          <p>{t(invitationText(application))}</p>
          <p>
            <Trans>
              As an owner of the home, you sign the deed of trust too. It takes about 20 minutes,
              all online.
            </Trans>
          </p>
          <NextSteps heading={t(WHAT_YOU_DO_HEADING)} steps={WHAT_YOU_DO.map((step) => t(step))} />
          {progress?.esignConsent ? (
            <>
              <p>{t(ESIGN_CONSENT_GIVEN_TEXT)}</p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() =>
                    dispatch(
                      navigationRequested({ method: 'push', to: signerStepPath('identity') }),
                    )
                  }
                >
                  {t(START_LABEL)}
                </button>
              </div>
            </>
          ) : (
            <ConsentForm applicationUuid={applicationUuid} moveOn={moveOn} />
          )}
        </>
      )}
    </SignerFrame>
  );
}
