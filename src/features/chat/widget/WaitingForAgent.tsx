import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { WAITING_DOTS_MS, WAITING_FOR_AGENT_TEXT } from '../chatRules';

/** docs/webchat.md#states: "Waiting for next available agent" with dots moving every 400 ms. */
export function WaitingForAgent() {
  const { t } = useLingui();
  const [dots, setDots] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setDots((d) => (d + 1) % 4), WAITING_DOTS_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="chat-waiting" role="status">
      {t(WAITING_FOR_AGENT_TEXT)}
      <span aria-hidden="true">{'.'.repeat(dots)}</span>
    </p>
  );
}
