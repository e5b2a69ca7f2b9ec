import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { judgeUpload, UPLOAD_MAX_BYTES } from '../../../contract/uploads';
import { misnamedMessage } from '../../../forms/files';
import { readFileHead } from '../../../lib/fileHead';
import { formatBytes } from '../../../lib/fileSize';
import { CloseIcon } from '../../../ui/icons';
import { holdAttachment, releaseAttachment } from '../attachments';
import { CHAT_ATTACHMENT_EXTENSIONS, isAcceptedAttachment, isSendable } from '../chatRules';
import { type ChatAttachment, chatTyped, messageSendRequested } from '../chatSlice';
import { selectChat } from '../chatStore';

interface PickedFile extends ChatAttachment {
  id: string;
}

/** Reading chosen for the words: the product rules give the accepted types, not the messages. */
const notAccepted = (name: string) =>
  msg`${name} cannot be attached. Attach JPG, PNG, AMR, MP3, MP4, PDF or TXT files.`;
const tooLarge = (name: string, limit: string) =>
  msg`${name} is larger than ${limit} and cannot be attached.`;

/** The message box: Enter sends, Shift+Enter makes a new line (docs/webchat.md#messages-and-forms). */
export function MessageBox() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { mode, unsent, sending } = useAppSelector(selectChat);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  // The app's own words as messages, written out as they show; the kit's (misnamed files) as given.
  const [fileErrors, setFileErrors] = useState<(MessageDescriptor | string)[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const messageId = useId();

  // The box replaces the form once a chat starts: it takes the focus the form's button had.
  // (A widget opened on a running chat focuses its heading instead, after this.)
  useEffect(() => {
    const active = document.activeElement;
    if (
      !active ||
      active === document.body ||
      box.current?.closest('.chat-widget')?.contains(active)
    ) {
      box.current?.focus();
    }
  }, []);

  // A message that could not be sent comes back to the box, so nothing typed is lost.
  const [restored, setRestored] = useState(unsent?.id ?? 0);
  if (unsent && unsent.id !== restored) {
    setRestored(unsent.id);
    if (!text) setText(unsent.text);
  }

  const send = () => {
    if (!isSendable(text, files.length)) return;
    dispatch(
      messageSendRequested({ text: text.trim(), attachmentIds: files.map((file) => file.id) }),
    );
    setText('');
    setFiles([]);
    setFileErrors([]);
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  // Each file's name is checked against its content where the content is a PDF, JPG or PNG
  // (docs/forms.md#uploads): one whose name says another kind is not attached, and says why.
  const pick = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (picker.current) picker.current.value = '';
    const heads = await Promise.all(chosen.map(readFileHead));
    const errors: (MessageDescriptor | string)[] = [];
    const picked: PickedFile[] = [];
    chosen.forEach((file, index) => {
      const judged = judgeUpload(file.name, heads[index] ?? []);
      if (!isAcceptedAttachment(file.name)) errors.push(notAccepted(file.name));
      else if (judged.verdict === 'misnamed') errors.push(misnamedMessage(judged, file.name));
      else if (file.size > UPLOAD_MAX_BYTES)
        errors.push(tooLarge(file.name, formatBytes(UPLOAD_MAX_BYTES)));
      else picked.push({ id: holdAttachment(file), name: file.name, size: file.size });
    });
    setFiles((current) => [...current, ...picked]);
    setFileErrors(errors);
  };

  const remove = (id: string) => {
    releaseAttachment(id);
    setFiles((current) => current.filter((file) => file.id !== id));
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {fileErrors.length ? (
        <div role="alert" className="chat-composer__errors">
          {fileErrors
            .map((error) => (typeof error === 'string' ? error : t(error)))
            .map((error) => (
              <p key={error}>{error}</p>
            ))}
        </div>
      ) : null}
      {files.length ? (
        <ul className="chat-composer__files" aria-label={t`Files to send`}>
          {files.map(({ id, name, size }) => (
            <li key={id}>
              <span>
                {name} ({formatBytes(size)})
              </span>
              <button
                type="button"
                className="chat-composer__remove"
                aria-label={t`Remove ${name}`}
                onClick={() => remove(id)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={messageId} className="chat-composer__label">
        <Trans>Message</Trans>
      </label>
      <textarea
        id={messageId}
        ref={box}
        className="chat-composer__input"
        rows={2}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (mode === 'agent') dispatch(chatTyped());
        }}
        onKeyDown={onKeyDown}
      />
      <div className="chat-composer__actions">
        {mode === 'agent' ? (
          <>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              accept={CHAT_ATTACHMENT_EXTENSIONS.join(',')}
              onChange={(event) => void pick(event.target.files)}
            />
            <button type="button" className="button" onClick={() => picker.current?.click()}>
              <Trans>Attach files</Trans>
            </button>
          </>
        ) : null}
        <button type="submit" className="button button--primary" aria-busy={sending}>
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  );
}
