import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { object } from 'yup';
import { StepForm } from '../../forms/StepForm';
import { NextSteps } from '../../ui/StopPage';
import './notary.css';

export const JOIN_SESSION_LABEL = msg`Join session`;
export const FINISH_SESSION_LABEL = msg`Finish session`;
export const IN_SESSION_HEADING = msg`You are in your notary session`;
/**
 * How long an eNotary session takes, as every page that mentions it says it (the borrower's
 * choice of notary, their session, the additional signer's session).
 */
export const NOTARY_SESSION_LENGTH_MESSAGE = msg`about 15 minutes`;

export const BEFORE_YOU_JOIN: readonly MessageDescriptor[] = [
  msg`Have your photo ID with you (the one you uploaded).`,
  msg`Use a device with a camera and a microphone, somewhere quiet.`,
  msg`Allow your browser to use your camera, microphone and location when it asks.`,
];

export const IN_SESSION_STEPS: readonly MessageDescriptor[] = [
  msg`The notary checks your photo ID against you on camera.`,
  msg`You confirm that you signed the deed of trust of your own free will.`,
  msg`The notary signs and seals the deed electronically.`,
];

/** Whose deed is sealed: the borrower's ("your deed") or, for an additional signer, "the deed". */
export type NotaryDeed = 'your deed' | 'the deed';

const noFields = {};
const noRules = object({});

/** The session, joined: what the notary does, then "Finish session" records it. */
function InSession({ deed, onFinish }: { deed: NotaryDeed; onFinish: () => Promise<unknown> }) {
  const { t } = useLingui();
  const sessionLength = t(NOTARY_SESSION_LENGTH_MESSAGE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="notary-session__heading">
        {t(IN_SESSION_HEADING)}
      </h2>
      <p>
        <Trans>
          This is a simulated eNotary session: no camera is used. In a real session the notary
          guides you through these steps, which take {sessionLength}.
        </Trans>
      </p>
      <NextSteps heading={t`In the session`} steps={IN_SESSION_STEPS.map((step) => t(step))} />
      <StepForm
        initialValues={noFields}
        validationSchema={noRules}
        onSubmit={onFinish}
        submitLabel={t(FINISH_SESSION_LABEL)}
      >
        <p>
          {deed === 'the deed' ? (
            <Trans>When the notary has sealed the deed, finish the session.</Trans>
          ) : (
            <Trans>When the notary has sealed your deed, finish the session.</Trans>
          )}
        </p>
      </StepForm>
    </>
  );
}

/**
 * The remote eNotary session, simulated (docs/journey.md#the-enotary-session), for the borrower
 * and for an additional signer: a join step (what to have ready, "Join session"), then the
 * session (its heading takes the focus; "Finish session" calls `onFinish`, which records it). A
 * failed finish keeps the person in the session with the message and the button to try again.
 * What differs by role comes in: the words before the join step, whose deed it is, and what
 * follows the join button.
 */
export function NotarySessionSteps({
  intro,
  deed,
  onFinish,
  afterJoin = null,
}: {
  intro: ReactNode;
  /** "your deed" or "the deed", in "When the notary has sealed …". */
  deed: NotaryDeed;
  onFinish: () => Promise<unknown>;
  afterJoin?: ReactNode;
}) {
  const { t } = useLingui();
  const [joined, setJoined] = useState(false);
  if (joined) return <InSession deed={deed} onFinish={onFinish} />;
  return (
    <>
      {intro}
      <NextSteps heading={t`Before you join`} steps={BEFORE_YOU_JOIN.map((step) => t(step))} />
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => setJoined(true)}>
          {t(JOIN_SESSION_LABEL)}
        </button>
      </div>
      {afterJoin}
    </>
  );
}
