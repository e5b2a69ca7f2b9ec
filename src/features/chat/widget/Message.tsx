import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { formatBytes } from '../../../lib/fileSize';
import { selectCompanyInfo, selectOrganisation } from '../../organisation';
import { companyDomains, messageParts } from '../chatRules';
import type { ChatAttachment, ChatMessage } from '../chatSlice';
import { FilingOffers } from './FilingOffers';

function MessageText({ text }: { text: string }) {
  const org = useAppSelector(selectOrganisation);
  const company = useAppSelector(selectCompanyInfo);
  const domains = useMemo(
    () =>
      companyDomains([
        org.baseUrl,
        // The company's e-mail domain is its own too (its support address).
        company.email.includes('@') ? `https://${company.email.split('@').pop()!}` : null,
        company.termsOfUseUrl,
        company.companyLegalUrl,
        company.privacyPolicyUrl,
        company.licensesUrl,
      ]),
    [org.baseUrl, company],
  );
  return (
    <>
      {messageParts(text, domains).map((part, index) =>
        'href' in part ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function Attachments({
  files,
  mine,
}: {
  files: readonly ChatAttachment[];
  /** The person's own files: each may be added to an open condition. */
  mine: boolean;
}) {
  const { t } = useLingui();
  return (
    <ul className="chat-message__files" aria-label={t`Attached files`}>
      {files.map((file, index) => (
        <li key={index}>
          {file.name} ({formatBytes(file.size)}){mine ? <FilingOffers attachment={file} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function MessageItem({
  message,
  agentName,
  onBadResponse,
  feedbackLocked,
}: {
  message: ChatMessage;
  agentName: string | null;
  onBadResponse: (message: ChatMessage) => void;
  feedbackLocked: boolean;
}) {
  const { t } = useLingui();
  const who =
    message.from === 'customer'
      ? t`You`
      : message.from === 'bot'
        ? t`Assistant`
        : (agentName ?? t`Agent`);
  return (
    <div className={`chat-message chat-message--${message.from}`}>
      <p className="chat-message__who">{who}</p>
      <p className="chat-message__body">
        <MessageText text={message.body} />
      </p>
      {message.attachments?.length ? (
        <Attachments files={message.attachments} mine={message.from === 'customer'} />
      ) : null}
      {message.from === 'bot' && message.questionId ? (
        <button
          type="button"
          className="chat-message__feedback"
          aria-label={t`Bad Response`}
          title={t`Bad Response`}
          disabled={feedbackLocked}
          onClick={() => onBadResponse(message)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path
              fill="currentColor"
              d="M15 3H6c-.8 0-1.5.5-1.8 1.2l-3 7c-.1.2-.2.5-.2.8v2c0 1.1.9 2 2 2h6.3l-1 4.6v.3c0 .4.2.8.4 1.1L9.8 23l6.6-6.6c.4-.4.6-.9.6-1.4V5c0-1.1-.9-2-2-2zm4 0v12h4V3h-4z"
            />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
