import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { log } from '../../lib/logger';
import { chatOpened } from './chatSlice';
import { selectChatOpen } from './chatStore';
import { ChatUnavailable } from './ChatUnavailable';
import './chat.css';

/** The widget is a chunk of its own, fetched when the chat first opens. */
const ChatWidget = lazy(() =>
  import(/* webpackChunkName: "chat-widget" */ './ChatWidget').catch((error: unknown) => {
    log('warn', 'The chat could not be loaded', {
      message: error instanceof Error ? error.message : String(error),
    });
    return { default: ChatUnavailable };
  }),
);

export const CHAT_BUTTON_LABEL = msg`Chat with us`;

/**
 * docs/webchat.md#the-widget: the "Chat with us" button, fixed at the bottom right, and the widget it
 * opens. Closing the widget gives the focus back to the button. On a phone the button shows its
 * icon alone, its name kept for screen readers (chat.css).
 */
export function ChatLauncher() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectChatOpen);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);

  useEffect(() => {
    if (wasOpen.current && !isOpen) button.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  if (isOpen) {
    return (
      <Suspense
        fallback={
          <div className="chat-widget chat-widget--loading" role="status">
            <Trans>Loading chat…</Trans>
          </div>
        }
      >
        <ChatWidget />
      </Suspense>
    );
  }
  return (
    <button
      ref={button}
      type="button"
      className="chat-launcher"
      onClick={() => dispatch(chatOpened())}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z"
        />
      </svg>
      <span className="chat-launcher__label">{t(CHAT_BUTTON_LABEL)}</span>
    </button>
  );
}
