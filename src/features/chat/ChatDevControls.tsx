/**
 * The chat's developer controls (builds other than production: docs/webchat.md#who-may-chat): the mode
 * label, "Reset chat", keyboard shortcuts that show each chat alert (Alt+Shift+1 to 4, in the
 * order of docs/webchat.md#alerts), and the dev agent list. A production build holds none of this.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SelectField } from '../../forms/SelectField';
import { CHAT_ALERTS, type ChatAlert } from './chatRules';
import { chatAlertShown, chatResetRequested } from './chatSlice';
import { selectChat } from './chatStore';

/** The sandbox's agents a developer can route a chat to (the target worker fields). */
export const DEV_AGENTS = [
  { id: 'WK-sandbox-jordan', name: 'Jordan (sandbox)' },
  { id: 'WK-sandbox-casey', name: 'Casey (sandbox)' },
] as const;

const ALERT_KEYS = Object.keys(CHAT_ALERTS) as ChatAlert[];

export default function ChatDevControls() {
  const dispatch = useAppDispatch();
  const { mode, provider } = useAppSelector(selectChat);
  const shownMode = mode ?? '…';

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey) return;
      const index = Number(event.code.replace('Digit', '')) - 1;
      const alert = ALERT_KEYS[index];
      if (alert) {
        event.preventDefault();
        dispatch(chatAlertShown(alert));
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dispatch]);

  return (
    <div className="chat-dev">
      <span className="chat-dev__mode">
        <Trans>Mode: {shownMode}</Trans>
        {provider && provider !== mode ? ` (${provider})` : ''}
      </span>
      <button
        type="button"
        className="chat-dev__reset"
        onClick={() => dispatch(chatResetRequested())}
      >
        <Trans>Reset chat</Trans>
      </button>
    </div>
  );
}

/** The dev agent list, required when shown (docs/webchat.md#messages-and-forms). */
export function DevAgentField() {
  const { t } = useLingui();
  return (
    <SelectField
      name="chat.devAgentId"
      label={t`Agent`}
      options={DEV_AGENTS.map((agent) => ({ value: agent.id, label: agent.name }))}
    />
  );
}
