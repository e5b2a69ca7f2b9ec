import { useEffect, useRef, useState } from 'react';
import { object } from 'yup';
import { StepForm } from '../../../forms/StepForm';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { NextSteps } from '../../../ui/StopPage';
import { useApplicationUuid } from '../../application';
import { useStepSubmit } from '../../routing';
import { useFinishNotarySessionMutation } from '../notaryApi';
import '../notary.css';

export const JOIN_SESSION_LABEL = 'Join session';
export const FINISH_SESSION_LABEL = 'Finish session';
export const IN_SESSION_HEADING = 'You are in your notary session';
export const CHANGE_CHOICE_TEXT = 'Choose a manual notary instead';

export const BEFORE_YOU_JOIN = [
  'Have your photo ID with you (the one you uploaded).',
  'Use a device with a camera and a microphone, somewhere quiet.',
  'Allow your browser to use your camera, microphone and location when it asks.',
] as const;

export const IN_SESSION_STEPS = [
  'The notary checks your photo ID against you on camera.',
  'You confirm that you signed the deed of trust of your own free will.',
  'The notary signs and seals the deed electronically.',
] as const;

const noFields = {};
const noRules = object({});

/** The session, joined: what the notary does, then "Finish session" records it. */
function InSession() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [finishSession] = useFinishNotarySessionMutation();
  const submit = useStepSubmit((applicationUuid) => finishSession({ applicationUuid }).unwrap());
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="notary-session__heading">
        {IN_SESSION_HEADING}
      </h2>
      <p>
        This is a simulated eNotary session: no camera is used. In a real session the notary guides
        you through these steps, which take about 10 minutes.
      </p>
      <NextSteps heading="In the session" steps={IN_SESSION_STEPS} />
      <StepForm
        initialValues={noFields}
        validationSchema={noRules}
        onSubmit={submit}
        submitLabel={FINISH_SESSION_LABEL}
      >
        <p>When the notary has sealed your deed, finish the session.</p>
      </StepForm>
    </>
  );
}

/**
 * /account/heloc/{uuid}/notary/session: the remote eNotary session, simulated (contract/
 * journey.md): a join step, then a finish step. "Finish session" sends `POST .../notary/session`;
 * then the routing decides (INSURANCE_REQUIRED: insurance/upload, else RESCISSION: complete).
 * A failed call keeps the borrower in the session, with the message and the button to try again.
 */
export default function NotarySessionScreen() {
  const applicationUuid = useApplicationUuid();
  const [joined, setJoined] = useState(false);
  return (
    <Screen>
      {joined ? (
        <InSession />
      ) : (
        <>
          <p>
            A licensed notary meets you by video to notarize your deed of trust. The session takes
            about 10 minutes.
          </p>
          <NextSteps heading="Before you join" steps={BEFORE_YOU_JOIN} />
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              onClick={() => setJoined(true)}
            >
              {JOIN_SESSION_LABEL}
            </button>
          </div>
          {applicationUuid ? (
            <p>
              <Link to={`/${applicationUuid}/notary/intro`}>{CHANGE_CHOICE_TEXT}</Link>
            </p>
          ) : null}
        </>
      )}
    </Screen>
  );
}
