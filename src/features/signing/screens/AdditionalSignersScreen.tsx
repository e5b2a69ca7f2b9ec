import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { TextField } from '../../../forms/TextField';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { CopiesLink } from '../../copies';
import type { HelocApplication } from '../../application';
import { selectProfile } from '../../profile';
import { useRoutingCheck, useStepSubmit } from '../../routing';
import {
  EMAIL_LABEL,
  EMPTY_SIGNER,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  signerBody,
  signerSchema,
  type SignerValues,
} from '../additionalSigner';
import { useInviteSignerMutation } from '../signingApi';
import '../signing.css';

export { titles } from '../titles';

export const SEND_INVITATION_LABEL = msg`Send invitation`;
export const INVITATION_SENT_HEADING = msg`Invitation sent`;
export const WAITING_TEXT = msg`You move on to your notary session as soon as they have finished signing.`;

/** Who was invited: what was sent from this page, else the signer's name as the lender has it. */
export type InvitedSigner = Pick<SignerValues, 'firstName' | 'lastName'> & { email?: string };

/** "We have e-mailed an invitation to Sam Rivera at sam@example.com.", as far as it is known. */
export function invitationSentText(signer: InvitedSigner | null): MessageDescriptor {
  if (!signer) return msg`We have e-mailed an invitation to your additional signer.`;
  const name = `${signer.firstName} ${signer.lastName}`;
  const email = signer.email;
  return email
    ? msg`We have e-mailed an invitation to ${name} at ${email}.`
    : msg`We have e-mailed an invitation to ${name}.`;
}

/**
 * The signer invited already, from the application: an additional signer listed
 * (helocSigners) while their signing is PENDING. coDeedStatus alone does not tell: it is PENDING
 * from the borrower's signature on when another owner must sign, before anyone is invited.
 */
export function invitedSignerOf(
  application: HelocApplication | null,
): InvitedSigner | null | false {
  const signers = application?.helocSigners ?? [];
  if (application?.coDeedStatus !== 'PENDING' || signers.length === 0) return false;
  const name = signers[signers.length - 1]?.name;
  return name?.firstName && name.lastName
    ? { firstName: name.firstName, lastName: name.lastName }
    : null;
}

/**
 * The invitation is out (coDeedStatus PENDING): the borrower waits for the signer. The page
 * checks again every 30 s and on "Check again"; the routing moves the borrower on (to
 * notary/intro) once the signer has finished.
 */
function InvitationSent({
  applicationUuid,
  signer,
  justSent,
}: {
  applicationUuid: string | null;
  signer: InvitedSigner | null;
  /** Sent from this page just now: the confirmation takes the focus from the form it replaces. */
  justSent: boolean;
}) {
  const { t } = useLingui();
  const check = useRoutingCheck();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSent) heading.current?.focus();
  }, [justSent]);
  return (
    <>
      <div className="invitation-sent" role="status">
        <h2 ref={heading} tabIndex={-1}>
          {t(INVITATION_SENT_HEADING)}
        </h2>
        <p>{t(invitationSentText(signer))}</p>
        <p>{t(WAITING_TEXT)}</p>
      </div>
      <CopiesLink applicationUuid={applicationUuid} />
      <NextSteps
        steps={[
          t`Your additional signer opens the e-mail and signs in with the details it gives.`,
          t`They verify their identity and sign the same documents online.`,
          t`When they have finished, this page takes you to your notary session.`,
        ]}
      />
      <CheckAgain {...check} />
      <GetHelp>
        <p>
          <Trans>
            If the invitation has not arrived, ask them to check their spam folder, or contact us.
          </Trans>
        </p>
      </GetHelp>
    </>
  );
}

/**
 * /account/heloc/{uuid}/signing/additional (server state CO_DEED_REQUIRED): another owner of the
 * property must sign too. The borrower gives their First name, Last name and Email address;
 * "Send invitation" sends `POST .../signers`, then the routing decides. While that signer has not
 * finished (coDeedStatus PENDING, the signer listed in helocSigners) the routing keeps the
 * borrower here, and the page says the invitation was sent and checks again.
 */
export default function AdditionalSignersScreen() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid();
  const application = useAppSelector(selectCurrentApplication);
  const profile = useAppSelector(selectProfile);
  const borrowerEmail = profile?.email ?? application?.email ?? null;
  const schema = useMemo(() => signerSchema(borrowerEmail, t), [borrowerEmail, t]);
  const [invited, setInvited] = useState<SignerValues | null>(null);
  const [inviteSigner] = useInviteSignerMutation();
  const submit = useStepSubmit(async (applicationUuid, values: SignerValues) => {
    const signer = signerBody(values);
    const answer = await inviteSigner({ applicationUuid, ...signer }).unwrap();
    setInvited(signer);
    return answer;
  });

  // Sent from this page, or before (a return to the page): the lender lists the signer.
  const known = invitedSignerOf(application);
  const sent = invited ?? (known === false ? null : known);
  return (
    <Screen>
      {invited !== null || known !== false ? (
        <InvitationSent
          applicationUuid={applicationUuid}
          signer={sent}
          justSent={invited !== null}
        />
      ) : (
        <StepForm
          initialValues={EMPTY_SIGNER}
          validationSchema={schema}
          onSubmit={submit}
          submitLabel={t(SEND_INVITATION_LABEL)}
        >
          <p>
            <Trans>
              Someone else owns this property with you, so they must sign the deed of trust too.
              Tell us who they are: we e-mail them an invitation to verify their identity and sign
              online.
            </Trans>
          </p>
          <h2>
            <Trans>Your additional signer</Trans>
          </h2>
          <TextField
            name="firstName"
            label={t(FIRST_NAME_LABEL)}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            name="lastName"
            label={t(LAST_NAME_LABEL)}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            name="email"
            type="email"
            label={t(EMAIL_LABEL)}
            hint={t`Their own address: the invitation and their sign-in details go there.`}
            autoComplete="off"
            spellCheck={false}
          />
        </StepForm>
      )}
    </Screen>
  );
}
