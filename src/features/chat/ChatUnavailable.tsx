import { Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch } from '../../app/hooks';
import { CHAT_ALERTS } from './chatRules';
import { chatClosed } from './chatSlice';

/** What shows when the widget's code cannot be fetched: the general chat alert, and a close. */
export function ChatUnavailable() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  return (
    <section className="chat-widget" role="dialog" aria-label={t`Chat`}>
      <div className="chat-widget__header">
        <h2 className="chat-widget__title">
          <Trans>Chat</Trans>
        </h2>
        <button type="button" className="chat-widget__close" onClick={() => dispatch(chatClosed())}>
          <Trans>Close chat</Trans>
        </button>
      </div>
      <p className="chat-alert chat-alert--error" role="alert">
        {t(CHAT_ALERTS.somethingWentWrong.text)}
      </p>
    </section>
  );
}
