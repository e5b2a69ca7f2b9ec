import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CloseIcon } from '../../ui/icons';
import { TakingLongNotice } from '../../ui/TakingLongNotice';
import { chatClosed } from './chatSlice';
import { selectChat } from './chatStore';
import { ChatAlertLine } from './widget/ChatAlertLine';
import { Conversation } from './widget/Conversation';
import { PreEngagementForm, type PreEngagementValues } from './widget/PreEngagementForm';

const production = process.env.NODE_ENV === 'production';

/**
 * The developer controls (builds other than production: docs/webchat.md#who-may-chat): a chunk of their
 * own, absent from a production build (the condition folds to false there).
 */
const ChatDevControls: ComponentType | null = !production
  ? lazy(() => import(/* webpackChunkName: "chat-dev" */ './ChatDevControls'))
  : null;

/** docs/webchat.md#the-widget: the widget (form, messaging, ended panel), fixed at the bottom right. */
export default function ChatWidget() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const chat = useAppSelector(selectChat);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // What the person typed in the form, kept while the widget is open: a start that fails brings
  // the form back with it (nothing typed is lost).
  const [entered, setEntered] = useState<PreEngagementValues['chat'] | null>(null);

  useEffect(() => heading.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) dispatch(chatClosed());
  };

  return (
    <section className="chat-widget" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="chat-widget__header">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="chat-widget__title">
          <Trans>Chat</Trans>
        </h2>
        {ChatDevControls ? (
          <Suspense fallback={null}>
            <ChatDevControls />
          </Suspense>
        ) : null}
        <button
          type="button"
          className="chat-widget__close"
          aria-label={t`Close chat`}
          onClick={() => dispatch(chatClosed())}
        >
          <CloseIcon />
        </button>
      </div>
      <ChatAlertLine />
      <div className="chat-widget__body">
        {chat.phase === 'idle' ? (
          <p className="chat-widget__wait" role="status">
            <Trans>Connecting…</Trans>
          </p>
        ) : null}
        {/* No wait in silence: connecting or starting past a few seconds. */}
        <TakingLongNotice active={chat.phase === 'idle' || chat.phase === 'starting'} />
        {chat.phase === 'form' || chat.phase === 'starting' ? (
          <PreEngagementForm entered={entered} onEnter={setEntered} />
        ) : null}
        {chat.phase === 'messaging' || chat.phase === 'ended' ? <Conversation /> : null}
      </div>
    </section>
  );
}
