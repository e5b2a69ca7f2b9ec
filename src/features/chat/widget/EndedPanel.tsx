import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { newChatRequested, surveyRequested } from '../chatSlice';

export function EndedPanel() {
  const dispatch = useAppDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="chat-ended">
      <h3 ref={heading} tabIndex={-1} className="chat-ended__title">
        <Trans>Thanks for chatting with us!</Trans>
      </h3>
      <div className="button-row">
        <button type="button" className="button" onClick={() => dispatch(surveyRequested())}>
          <Trans>Take the survey</Trans>
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(newChatRequested())}
        >
          <Trans>Start new chat</Trans>
        </button>
      </div>
    </div>
  );
}
