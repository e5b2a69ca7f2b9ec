import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { hasSession } from '../../../api/session';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useGetApplicationsQuery } from '../../application';
import { useGetConditionsQuery } from '../../conditions';
import { selectApplicationRoute } from '../../navigation';
import { useGetProfileQuery } from '../../profile';
import { signedApplication } from '../../signer';
import {
  type ChatAttachment,
  type ChatFiling,
  chatFilingRequested,
  type SentFile,
} from '../chatSlice';
import { selectChat } from '../chatStore';
import { FILING_TEXT, type FilingTarget, filingTargets } from '../filing';

/**
 * The application whose conditions a sent file may complete: the page's, else, for an additional
 * signer, the one they sign for (whose conditions the lender answers them: their own only).
 */
function useFilingApplication(): string | null {
  const route = useAppSelector(selectApplicationRoute);
  const look = !route;
  const profile = useGetProfileQuery(look ? undefined : skipToken);
  const applications = useGetApplicationsQuery(look ? undefined : skipToken);
  if (route) return route.applicationUuid;
  if (!profile.data || !applications.data) return null;
  return signedApplication(profile.data, applications.data);
}

/** One condition the file may complete: its action, then its progress and outcome. */
function FilingRow({
  fileId,
  applicationUuid,
  target,
  filing,
}: {
  fileId: string;
  applicationUuid: string;
  target: FilingTarget | null;
  filing: ChatFiling | undefined;
}) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const status = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  const title = filing?.title ?? target?.title ?? '';
  const file = () => {
    if (!target) return;
    pressed.current = true;
    dispatch(chatFilingRequested({ fileId, applicationUuid, ...target }));
  };
  // The pressed button gives way to the progress: focus goes with it, never to the page.
  useEffect(() => {
    if (pressed.current && filing) {
      pressed.current = false;
      status.current?.focus();
    }
  }, [filing]);

  if (!filing) {
    return (
      <button type="button" className="chat-filing__action" onClick={file}>
        {t(FILING_TEXT.action(title))}
      </button>
    );
  }
  if (filing.status === 'failed') {
    const { error } = filing;
    const why = error === null ? '' : typeof error === 'string' ? error : t(error);
    return (
      <>
        <p ref={status} tabIndex={-1} role="alert" className="chat-filing__failed">
          {t(FILING_TEXT.failed(title, why))}
        </p>
        {target ? (
          <button type="button" className="chat-filing__action" onClick={file}>
            {t(FILING_TEXT.retry(title))}
          </button>
        ) : null}
      </>
    );
  }
  return (
    <p ref={status} tabIndex={-1} className="chat-filing__status">
      {t(
        filing.status === 'filed'
          ? FILING_TEXT.filed(title)
          : FILING_TEXT.uploading(title, Math.round(filing.progress * 100)),
      )}
    </p>
  );
}

/** The offers and filings of one sent file, for a signed-in person chatting with an agent. */
function OffersFor({ sent, attachment }: { sent: SentFile; attachment: ChatAttachment }) {
  const { t } = useLingui();
  const filings = useAppSelector(selectChat).filings.filter((filing) => filing.fileId === sent.id);
  const applicationUuid = useFilingApplication();
  const conditions = useGetConditionsQuery(applicationUuid ?? skipToken);
  if (!applicationUuid) return null;
  const targets = filingTargets(sent, conditions.data ?? [], t);
  // Each condition offered, and each filing whose condition is no longer open (filed, most often).
  const rows = [
    ...targets.map((target) => ({
      key: target.conditionUuid,
      target,
      filing: filings.find((f) => f.conditionUuid === target.conditionUuid),
    })),
    ...filings
      .filter((filing) => !targets.some((t) => t.conditionUuid === filing.conditionUuid))
      .map((filing) => ({ key: filing.conditionUuid, target: null, filing })),
  ];
  if (rows.length === 0) return null;
  const name = attachment.name;
  return (
    <ul className="chat-filings" aria-label={t`Add ${name} to your application`}>
      {rows.map((row) => (
        <li key={row.key}>
          <FilingRow
            fileId={sent.id}
            applicationUuid={applicationUuid}
            target={row.target}
            filing={row.filing}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * docs/webchat.md#a-file-sent-in-the-chat: under a file the signed-in person sent to the agent
 * from this page, one action per open condition it may complete, "Add to your application:
 * <condition title>", then that filing's progress and outcome. Nothing for the chatbot, a
 * visitor, or a file sent before the page was loaded (its bytes are not here): for them, not
 * even the conditions are read.
 */
export function FilingOffers({ attachment }: { attachment: ChatAttachment }) {
  const chat = useAppSelector(selectChat);
  const sent = chat.sentFiles.findLast(
    (file) => file.name === attachment.name && file.size === attachment.size,
  );
  if (!sent || chat.mode !== 'agent' || chat.phase !== 'messaging' || !hasSession()) return null;
  return <OffersFor sent={sent} attachment={attachment} />;
}
