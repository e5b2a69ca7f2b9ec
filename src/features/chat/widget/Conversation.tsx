import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { ChatMessage } from '../chatSlice';
import { selectChat } from '../chatStore';
import { BadResponseDialog } from './BadResponseDialog';
import { EndedPanel } from './EndedPanel';
import { MessageItem } from './Message';
import { MessageBox } from './MessageBox';
import { WaitingForAgent } from './WaitingForAgent';

/** Step 2 and the ended panel: the message list, the message box or the ended panel. */
export function Conversation() {
  const { t } = useLingui();
  const chat = useAppSelector(selectChat);
  const agentName = chat.agentName;
  const [askingAbout, setAskingAbout] = useState<ChatMessage | null>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = log.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    // Focus on a line of the log (a filing's outcome the person just chose) stays in view: new
    // messages are announced by the log anyway.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== box && box.contains(focused)) {
      focused.scrollIntoView?.({ block: 'nearest' });
    }
  }, [chat.messages.length, chat.waitingForAgent, chat.agentTyping]);

  return (
    <>
      {/* The words of CHAT_WELCOME_WARNING (chatRules.ts), which the chat's start sends as they are. */}
      <p className="chat-welcome">
        <Trans>
          For your security, please do not share your Social Security number or any bank account or
          card numbers in this chat.
        </Trans>
      </p>
      <div ref={log} className="chat-log" role="log" aria-label={t`Conversation`} tabIndex={0}>
        {chat.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            agentName={chat.agentName}
            feedbackLocked={chat.feedbackLocked}
            onBadResponse={setAskingAbout}
          />
        ))}
        {chat.waitingForAgent ? <WaitingForAgent /> : null}
        {chat.agentTyping ? (
          <p className="chat-typing">
            {agentName !== null ? (
              <Trans>{agentName} is typing…</Trans>
            ) : (
              <Trans>The agent is typing…</Trans>
            )}
          </p>
        ) : null}
      </div>
      {chat.phase === 'ended' ? <EndedPanel /> : <MessageBox />}
      {askingAbout?.questionId ? (
        <BadResponseDialog
          questionId={askingAbout.questionId}
          onClose={() => setAskingAbout(null)}
        />
      ) : null}
    </>
  );
}
