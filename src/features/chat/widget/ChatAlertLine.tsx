import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../../app/hooks';
import { CHAT_ALERTS } from '../chatRules';
import { selectChat } from '../chatStore';

/** docs/webchat.md#alerts: errors in role=alert, warnings in role=status, with the documented texts. */
export function ChatAlertLine() {
  const { t } = useLingui();
  const { alert } = useAppSelector(selectChat);
  const shown = alert ? CHAT_ALERTS[alert] : null;
  return (
    <>
      <div role="alert" className={shown?.kind === 'error' ? 'chat-alert chat-alert--error' : ''}>
        {shown?.kind === 'error' ? t(shown.text) : null}
      </div>
      <div
        role="status"
        className={shown?.kind === 'warning' ? 'chat-alert chat-alert--warning' : ''}
      >
        {shown?.kind === 'warning' ? t(shown.text) : null}
      </div>
    </>
  );
}
