import { Form, Formik } from 'formik';
import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { object } from 'yup';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ChoiceField } from '../../forms/ChoiceField';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { TextField } from '../../forms/TextField';
import { UPLOAD_MAX_BYTES } from '../../contract/uploads';
import { formatBytes } from '../../lib/fileSize';
import { Dialog } from '../../ui/Dialog';
import { CloseIcon } from '../../ui/icons';
import { TakingLongNotice } from '../../ui/TakingLongNotice';
import { selectLocation } from '../navigation';
import { selectCompanyInfo, selectOrganisation } from '../organisation';
import { selectProfile } from '../profile';
import { holdAttachment, releaseAttachment } from './attachments';
import {
  BAD_RESPONSE_DETAIL_MAX,
  CHAT_ALERTS,
  CHAT_ATTACHMENT_EXTENSIONS,
  CHAT_WELCOME_WARNING,
  companyDomains,
  isAcceptedAttachment,
  isSendable,
  messageParts,
  WAITING_DOTS_MS,
  WAITING_FOR_AGENT_TEXT,
} from './chatRules';
import { BAD_RESPONSE_REASONS, badResponseSchema, preEngagementSchema } from './chatSchemas';
import {
  badResponseSubmitted,
  type ChatAttachment,
  chatClosed,
  type ChatMessage,
  chatStartRequested,
  chatTyped,
  messageSendRequested,
  newChatRequested,
  surveyRequested,
} from './chatSlice';
import { selectChat } from './chatStore';

const production = process.env.NODE_ENV === 'production';

/**
 * The developer controls (builds other than production: docs/webchat.md#who-may-chat): a chunk of their
 * own, absent from a production build (the condition folds to false there).
 */
const ChatDevControls: ComponentType | null = !production
  ? lazy(() => import(/* webpackChunkName: "chat-dev" */ './ChatDevControls'))
  : null;
const DevAgentField: ComponentType | null = !production
  ? lazy(() =>
      import(/* webpackChunkName: "chat-dev" */ './ChatDevControls').then((m) => ({
        default: m.DevAgentField,
      })),
    )
  : null;

/** Builds other than production show the dev agent list with `?dev-agents` (reading chosen). */
const devAgentListShown = (search: string) =>
  !production && new URLSearchParams(search).has('dev-agents');

/** docs/webchat.md#the-widget: the widget (form, messaging, ended panel), fixed at the bottom right. */
export default function ChatWidget() {
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
          Chat
        </h2>
        {ChatDevControls ? (
          <Suspense fallback={null}>
            <ChatDevControls />
          </Suspense>
        ) : null}
        <button
          type="button"
          className="chat-widget__close"
          aria-label="Close chat"
          onClick={() => dispatch(chatClosed())}
        >
          <CloseIcon />
        </button>
      </div>
      <ChatAlertLine />
      <div className="chat-widget__body">
        {chat.phase === 'idle' ? (
          <p className="chat-widget__wait" role="status">
            Connecting…
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

/** docs/webchat.md#alerts: errors in role=alert, warnings in role=status, with the documented texts. */
function ChatAlertLine() {
  const { alert } = useAppSelector(selectChat);
  const shown = alert ? CHAT_ALERTS[alert] : null;
  return (
    <>
      <div role="alert" className={shown?.kind === 'error' ? 'chat-alert chat-alert--error' : ''}>
        {shown?.kind === 'error' ? shown.text : null}
      </div>
      <div
        role="status"
        className={shown?.kind === 'warning' ? 'chat-alert chat-alert--warning' : ''}
      >
        {shown?.kind === 'warning' ? shown.text : null}
      </div>
    </>
  );
}

function HoursLine() {
  const { hoursText, mode } = useAppSelector(selectChat);
  if (!hoursText) return null;
  return (
    <p className="chat-widget__hours">
      {mode === 'chatbot'
        ? `Our team is away right now; our assistant can answer your questions. Live chat hours: ${hoursText} (Pacific time).`
        : `Live chat hours: ${hoursText} (Pacific time).`}
    </p>
  );
}

interface PreEngagementValues {
  chat: { name: string; email: string; devAgentId: string };
}

/** Step 1 (docs/webchat.md#the-widget): Name, Email address, "Start chat"; prefilled for a signed-in person. */
function PreEngagementForm({
  entered,
  onEnter,
}: {
  entered: PreEngagementValues['chat'] | null;
  onEnter: (values: PreEngagementValues['chat']) => void;
}) {
  const dispatch = useAppDispatch();
  const { phase, autoStart } = useAppSelector(selectChat);
  const profile = useAppSelector(selectProfile);
  const { search } = useAppSelector(selectLocation);
  const withAgents = devAgentListShown(search);
  const started = useRef(false);
  const name = profile?.name ? `${profile.name.firstName} ${profile.name.lastName}`.trim() : '';
  const email = profile?.email ?? '';

  // docs/webchat.md#who-may-chat: a signed-in person's chat starts by itself (not in stream mode).
  useEffect(() => {
    if (!autoStart || started.current || !name || !email || withAgents) return;
    started.current = true;
    dispatch(chatStartRequested({ friendlyName: name, emailAddress: email }));
  }, [autoStart, name, email, withAgents, dispatch]);

  const schema = useMemo(() => object({ chat: preEngagementSchema(withAgents) }), [withAgents]);
  const starting = phase === 'starting';
  return (
    <Formik<PreEngagementValues>
      initialValues={{ chat: entered ?? { name, email, devAgentId: '' } }}
      validationSchema={schema}
      onSubmit={(values) => {
        onEnter(values.chat);
        dispatch(
          chatStartRequested({
            friendlyName: values.chat.name.trim(),
            emailAddress: values.chat.email.trim(),
            ...(values.chat.devAgentId ? { devAgentId: values.chat.devAgentId } : {}),
          }),
        );
      }}
    >
      <Form noValidate className="chat-form">
        <HoursLine />
        {/* Takes focus after a submit that did not pass; its entries name the fields. */}
        <ErrorSummary />
        <TextField name="chat.name" label="Name" autoComplete="name" />
        <TextField name="chat.email" label="Email address" type="email" autoComplete="email" />
        {withAgents && DevAgentField ? (
          <Suspense fallback={null}>
            <DevAgentField />
          </Suspense>
        ) : null}
        <button type="submit" className="button button--primary" disabled={starting}>
          {starting ? 'Starting chat…' : 'Start chat'}
        </button>
      </Form>
    </Formik>
  );
}

/** docs/webchat.md#states: "Waiting for next available agent" with dots moving every 400 ms. */
export function WaitingForAgent() {
  const [dots, setDots] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setDots((d) => (d + 1) % 4), WAITING_DOTS_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="chat-waiting" role="status">
      {WAITING_FOR_AGENT_TEXT}
      <span aria-hidden="true">{'.'.repeat(dots)}</span>
    </p>
  );
}

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

function Attachments({ files }: { files: readonly ChatAttachment[] }) {
  return (
    <ul className="chat-message__files" aria-label="Attached files">
      {files.map((file, index) => (
        <li key={index}>
          {file.name} ({formatBytes(file.size)})
        </li>
      ))}
    </ul>
  );
}

function MessageItem({
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
  const who =
    message.from === 'customer'
      ? 'You'
      : message.from === 'bot'
        ? 'Assistant'
        : (agentName ?? 'Agent');
  return (
    <div className={`chat-message chat-message--${message.from}`}>
      <p className="chat-message__who">{who}</p>
      <p className="chat-message__body">
        <MessageText text={message.body} />
      </p>
      {message.attachments?.length ? <Attachments files={message.attachments} /> : null}
      {message.from === 'bot' && message.questionId ? (
        <button
          type="button"
          className="chat-message__feedback"
          aria-label="Bad Response"
          title="Bad Response"
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

/** Step 2 and the ended panel: the message list, the composer or the ended panel. */
function Conversation() {
  const chat = useAppSelector(selectChat);
  const [askingAbout, setAskingAbout] = useState<ChatMessage | null>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [chat.messages.length, chat.waitingForAgent, chat.agentTyping]);

  return (
    <>
      <p className="chat-welcome">{CHAT_WELCOME_WARNING}</p>
      <div ref={log} className="chat-log" role="log" aria-label="Conversation" tabIndex={0}>
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
          <p className="chat-typing">{chat.agentName ?? 'The agent'} is typing…</p>
        ) : null}
      </div>
      {chat.phase === 'ended' ? <EndedPanel /> : <Composer />}
      {askingAbout?.questionId ? (
        <BadResponseDialog
          questionId={askingAbout.questionId}
          onClose={() => setAskingAbout(null)}
        />
      ) : null}
    </>
  );
}

function EndedPanel() {
  const dispatch = useAppDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="chat-ended">
      <h3 ref={heading} tabIndex={-1} className="chat-ended__title">
        Thanks for chatting with us!
      </h3>
      <div className="button-row">
        <button type="button" className="button" onClick={() => dispatch(surveyRequested())}>
          Take the survey
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(newChatRequested())}
        >
          Start new chat
        </button>
      </div>
    </div>
  );
}

interface PickedFile extends ChatAttachment {
  id: string;
}

/** Reading chosen for the words: the product rules give the accepted types, not the messages. */
const notAccepted = (name: string) =>
  `${name} cannot be attached. Attach JPG, PNG, AMR, MP3, MP4, PDF or TXT files.`;
const tooLarge = (name: string) =>
  `${name} is larger than ${formatBytes(UPLOAD_MAX_BYTES)} and cannot be attached.`;

/** The message box: Enter sends, Shift+Enter makes a new line (docs/webchat.md#messages-and-forms). */
function Composer() {
  const dispatch = useAppDispatch();
  const { mode, unsent, sending } = useAppSelector(selectChat);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
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

  const pick = (list: FileList | null) => {
    const errors: string[] = [];
    const picked: PickedFile[] = [];
    for (const file of Array.from(list ?? [])) {
      if (!isAcceptedAttachment(file.name)) errors.push(notAccepted(file.name));
      else if (file.size > UPLOAD_MAX_BYTES) errors.push(tooLarge(file.name));
      else picked.push({ id: holdAttachment(file), name: file.name, size: file.size });
    }
    setFiles((current) => [...current, ...picked]);
    setFileErrors(errors);
    if (picker.current) picker.current.value = '';
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
          {fileErrors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      {files.length ? (
        <ul className="chat-composer__files" aria-label="Files to send">
          {files.map((file) => (
            <li key={file.id}>
              <span>
                {file.name} ({formatBytes(file.size)})
              </span>
              <button
                type="button"
                className="chat-composer__remove"
                aria-label={`Remove ${file.name}`}
                onClick={() => remove(file.id)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={messageId} className="chat-composer__label">
        Message
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
              onChange={(event) => pick(event.target.files)}
            />
            <button type="button" className="button" onClick={() => picker.current?.click()}>
              Attach files
            </button>
          </>
        ) : null}
        <button type="submit" className="button button--primary" aria-busy={sending}>
          Send
        </button>
      </div>
    </form>
  );
}

interface BadResponseValues {
  reason: string;
  additionalInformation: string;
}

/** The chatbot's "Tell us more" dialog (docs/webchat.md#messages-and-forms). */
function BadResponseDialog({ questionId, onClose }: { questionId: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const detailId = useId();
  const { feedback } = useAppSelector(selectChat);
  // This answer's feedback as sent: the dialog closes once the lender has it; a failure is said
  // here, with what was typed kept for another try.
  const sent = feedback?.questionId === questionId ? feedback.status : null;
  useEffect(() => {
    if (sent === 'sent') onClose();
  }, [sent, onClose]);
  return (
    <Dialog title="Tell us more" onClose={onClose} className="chat-feedback">
      <Formik<BadResponseValues>
        initialValues={{ reason: '', additionalInformation: '' }}
        validationSchema={badResponseSchema}
        onSubmit={(values) => {
          dispatch(badResponseSubmitted({ questionId, ...values }));
        }}
      >
        {({ values, errors, submitCount, handleChange, handleBlur }) => (
          <Form noValidate>
            <ChoiceField
              name="reason"
              legend="What was wrong with this answer?"
              choices={BAD_RESPONSE_REASONS.map((reason) => ({ value: reason, label: reason }))}
            />
            <div
              className={
                submitCount && errors.additionalInformation
                  ? 'form-field form-field--error'
                  : 'form-field'
              }
            >
              <label className="form-field__label" htmlFor={detailId}>
                Additional information
              </label>
              <p className="form-field__hint" id={`${detailId}-count`}>
                {values.additionalInformation.length} of {BAD_RESPONSE_DETAIL_MAX} characters
              </p>
              {submitCount && errors.additionalInformation ? (
                <p className="form-field__error" id={`${detailId}-error`}>
                  {errors.additionalInformation}
                </p>
              ) : null}
              <textarea
                id={detailId}
                name="additionalInformation"
                className="form-input"
                rows={3}
                value={values.additionalInformation}
                onChange={handleChange}
                onBlur={handleBlur}
                aria-describedby={
                  submitCount && errors.additionalInformation
                    ? `${detailId}-count ${detailId}-error`
                    : `${detailId}-count`
                }
                aria-invalid={submitCount && errors.additionalInformation ? true : undefined}
              />
            </div>
            <div role="alert" className={sent === 'failed' ? 'chat-alert chat-alert--error' : ''}>
              {sent === 'failed' ? CHAT_ALERTS.somethingWentWrong.text : null}
            </div>
            <button
              type="submit"
              className="button button--primary"
              aria-busy={sent === 'sending' ? true : undefined}
              disabled={sent === 'sending'}
            >
              Submit
            </button>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
