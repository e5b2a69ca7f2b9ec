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
        Thanks for chatting with us!
      </h3>
      <div className="button-row">
        <button type="button" className="button" onClick={() => dispatch(surveyRequested())}>
          Take the survey
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(newChatRequested())}
        >
          Start new chat
        </button>
      </div>
    </div>
  );
}
