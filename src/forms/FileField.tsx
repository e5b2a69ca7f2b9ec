import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import {
  type ChangeEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { isStepClosedError, sendFailureMessage } from '../lib/errorMessages';
import { readFileHead } from '../lib/fileHead';
import { i18n } from '../lib/i18n';
import { Field, labelId } from './Field';
import { UPLOAD_MAX_BYTES } from '../contract/uploads';
import { describeAccept, fileProblem, formatBytes, noteFileContent, UPLOAD_ACCEPT } from './files';
import { useFieldError } from './useFieldError';

/**
 * Sends one file (the screen's call, e.g. uploadFile of src/api/upload.ts): reports progress
 * from 0 to 1, stops when the signal aborts (the field is left), resolves with the lender's
 * answer, rejects with the request layer's error (its message is shown on the file).
 */
export type UploadHandler = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<unknown>;

/** What a screen can ask of its FileField (through `ref`). */
export interface FileFieldHandle {
  /**
   * Sends every chosen file not sent yet (failed ones again, uploaded ones never twice), one
   * after another; resolves with every uploaded file's answer, in the list's order, once all are
   * uploaded; rejects with the first failure's error after trying the rest. Call it from the
   * StepForm's onSubmit; a call while one runs gets the same promise.
   */
  uploadAll(): Promise<unknown[]>;
}

/*
 * The buttons' words in English, as the tests read them (before the file's name, which only
 * screen readers hear: "Try again to upload notes.pdf"); each button says its words as a message.
 */
export const TRY_AGAIN_LABEL = 'Try again';
export const REMOVE_LABEL = 'Remove';
/**
 * Said on a file whose upload got no answer at all (the connection dropped, the time ran out):
 * the request layer's message names the URL, which tells a borrower nothing.
 */
export const NO_ANSWER_TEXT = msg`We did not get an answer from the lender. Check your connection, then try again.`;

/** The message shown on a file whose upload failed, in the page's language. */
export function fileFailureMessage(failure: unknown): string {
  const status =
    failure && typeof failure === 'object' ? (failure as { status?: unknown }).status : undefined;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR'
    ? i18n._(NO_ANSWER_TEXT)
    : sendFailureMessage(failure);
}

export interface FileFieldProps {
  /** The form value: File[], every file chosen, refused ones too (start with []). */
  name: string;
  label: ReactNode;
  /** Default: the kinds and the limit ("PDF, JPG or PNG, up to 10 MB each"). */
  hint?: ReactNode;
  /**
   * MIME types ("application/pdf", "image/*") or extensions (".pdf"); default the lender's. The
   * form's filesSchema must be given the same.
   */
  accept?: readonly string[];
  /** The largest file allowed, in bytes; default the lender's 10 MB. */
  maxBytes?: number;
  multiple?: boolean;
  onUpload: UploadHandler;
  ref?: Ref<FileFieldHandle>;
}

type Status = 'rejected' | 'ready' | 'uploading' | 'uploaded' | 'failed';

interface Entry {
  id: string;
  file: File;
  status: Status;
  /** 0..1 */
  progress: number;
  error?: string;
  /**
   * The lender answered that the step is closed: no "Try again", it could never succeed (the
   * routing moves the applicant on, docs/routing.md#a-step-that-is-closed).
   */
  closed?: boolean;
  result?: unknown;
}

const STATUS_TEXT: Record<Status, MessageDescriptor> = {
  rejected: msg`Not uploaded`,
  ready: msg`Ready to upload`,
  uploading: msg`Uploading`,
  uploaded: msg`Uploaded`,
  failed: msg`Not uploaded`,
};

const clamp = (fraction: number) =>
  Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;

function makeEntry(id: string, file: File, accept: readonly string[], maxBytes: number): Entry {
  const problem = fileProblem(file, accept, maxBytes);
  return problem
    ? { id, file, status: 'rejected', progress: 0, error: problem }
    : { id, file, status: 'ready', progress: 0 };
}

const sendable = (entry: Entry) => entry.status !== 'rejected';
const filesOf = (entries: readonly Entry[]) => entries.map((entry) => entry.file);

/** The words of the button that opens the file picker. */
export function chooseLabel(multiple: boolean, chosen: number): MessageDescriptor {
  if (multiple) return chosen > 0 ? msg`Add more files` : msg`Choose files`;
  return chosen > 0 ? msg`Choose a different file` : msg`Choose file`;
}

/**
 * Puts the listed files in the input, so that what it reports to screen readers ("notes.txt",
 * "2 files") matches the list rather than "No file chosen". Browsers without DataTransfer keep
 * what was last picked.
 */
function showFilesIn(input: HTMLInputElement | null, files: readonly File[]) {
  if (!input || typeof DataTransfer !== 'function') return;
  try {
    const transfer = new DataTransfer();
    files.forEach((file) => transfer.items.add(file));
    input.files = transfer.files;
  } catch {
    // The list beside the input still says what is chosen.
  }
}

/**
 * Files to send: a file input with its label and hint; each chosen file listed with its name,
 * size, a progress bar (named by the file) and what became of it. Kind and size are checked as
 * files are chosen, before anything is sent, the kind by the file's content ("The selected file
 * must be a PDF, JPG or PNG", or, where its name says another kind, "The selected file is a PDF
 * but its name ends in .png. ..."); a refused file stays in the list and in the value until it
 * is removed or replaced, so the form's filesSchema refuses to send anything meanwhile. A file
 * that fails to upload shows why and a "Try again" for that file alone. The native input is drawn
 * as a button ("Choose file") with no "No file chosen" beside it: the list says what is chosen
 * (docs/forms.md, "Uploads").
 */
export function FileField({
  name,
  label,
  hint,
  accept = UPLOAD_ACCEPT,
  maxBytes = UPLOAD_MAX_BYTES,
  multiple = false,
  onUpload,
  ref,
}: FileFieldProps) {
  const { t } = useLingui();
  const [field, , helpers] = useField<File[] | undefined>(name);
  const error = useFieldError(name);
  const listId = useId();
  const chooseId = `${listId}-choose`;
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const newEntry = (file: File): Entry => {
    nextId.current += 1;
    return makeEntry(`${listId}-${nextId.current}`, file, accept, maxBytes);
  };

  const [entries, setEntries] = useState<Entry[]>(() =>
    (Array.isArray(field.value) ? field.value : []).map((file, index) =>
      makeEntry(`${listId}-initial-${index}`, file, accept, maxBytes),
    ),
  );
  // The latest list, for the uploads (they outlive renders).
  const current = useRef(entries);
  const [announcement, setAnnouncement] = useState('');
  const inFlight = useRef(new Map<string, Promise<unknown>>());
  const controllers = useRef(new Map<string, AbortController>());
  const running = useRef<Promise<unknown[]> | null>(null);

  const commit = (next: Entry[], filesChanged: boolean) => {
    current.current = next;
    setEntries(next);
    if (filesChanged) {
      void helpers.setValue(filesOf(next));
      showFilesIn(input.current, filesOf(next));
    }
  };
  const patch = (id: string, change: Partial<Entry>) =>
    commit(
      current.current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)),
      false,
    );

  useEffect(() => {
    const open = controllers.current;
    return () => open.forEach((controller) => controller.abort());
  }, []);

  // The input shows the list from the start, and again when the picker (which empties it as it
  // opens) closes without a choice.
  useEffect(() => {
    const element = input.current;
    const restore = () => showFilesIn(element, filesOf(current.current));
    restore();
    element?.addEventListener('cancel', restore);
    return () => element?.removeEventListener('cancel', restore);
  }, []);

  const upload = (id: string): Promise<unknown> => {
    const pending = inFlight.current.get(id);
    if (pending) return pending;
    const entry = current.current.find((candidate) => candidate.id === id);
    if (!entry || entry.status === 'rejected') return Promise.resolve(undefined);
    if (entry.status === 'uploaded') return Promise.resolve(entry.result);
    const controller = new AbortController();
    controllers.current.set(id, controller);
    patch(id, { status: 'uploading', progress: 0, error: undefined });
    const sent = onUpload(
      entry.file,
      (fraction) => {
        if (!controller.signal.aborted) patch(id, { progress: clamp(fraction) });
      },
      controller.signal,
    ).then(
      (result) => {
        if (!controller.signal.aborted) {
          patch(id, { status: 'uploaded', progress: 1, result });
          setAnnouncement(`${entry.file.name}: ${t(STATUS_TEXT.uploaded)}`);
        }
        return result;
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) {
          const message = fileFailureMessage(failure);
          patch(id, { status: 'failed', error: message, closed: isStepClosedError(failure) });
          setAnnouncement(`${entry.file.name}: ${message}`);
        }
        throw failure;
      },
    );
    const settled = sent.finally(() => {
      inFlight.current.delete(id);
      controllers.current.delete(id);
    });
    inFlight.current.set(id, settled);
    return settled;
  };

  const uploadAll = (): Promise<unknown[]> => {
    if (running.current) return running.current;
    const run = (async () => {
      let failure: { error: unknown } | null = null;
      for (const entry of current.current.filter(sendable)) {
        try {
          await upload(entry.id);
        } catch (error) {
          failure ??= { error };
        }
      }
      if (failure) throw failure.error;
      return current.current
        .filter((entry) => entry.status === 'uploaded')
        .map((entry) => entry.result);
    })();
    running.current = run;
    void run.then(
      () => (running.current = null),
      () => (running.current = null),
    );
    return run;
  };

  useImperativeHandle(ref, () => ({ uploadAll }));

  // Emptied as the picker opens, so that the same file chosen again fires another change.
  const onPickerOpen = (event: MouseEvent<HTMLInputElement>) => {
    event.currentTarget.value = '';
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const files = Array.from(target.files ?? []);
    if (files.length === 0) {
      showFilesIn(target, filesOf(current.current));
      return;
    }
    // Each file's kind is judged by its content, its first bytes, before it is listed
    // (docs/forms.md#uploads).
    const heads = await Promise.all(files.map(readFileHead));
    files.forEach((file, index) => noteFileContent(file, heads[index] ?? []));
    const chosen = files.map(newEntry);
    let kept = current.current;
    if (!multiple) {
      kept.forEach((entry) => controllers.current.get(entry.id)?.abort());
      kept = [];
    }
    commit([...kept, ...chosen.slice(0, multiple ? undefined : 1)], true);
    const rejected = chosen.filter((entry) => entry.status === 'rejected');
    setAnnouncement(
      rejected.length > 0
        ? rejected.map((entry) => `${entry.file.name}: ${entry.error}`).join('. ')
        : `${chosen.map((entry) => entry.file.name).join(', ')}: ${t(STATUS_TEXT.ready)}`,
    );
  };

  const remove = (id: string) => {
    controllers.current.get(id)?.abort();
    commit(
      current.current.filter((entry) => entry.id !== id),
      true,
    );
    // The Remove button goes with its file: the file input, where the borrower picks again,
    // takes the focus (docs/accessibility.md#keyboard).
    input.current?.focus();
  };

  const kinds = describeAccept(accept);
  const limit = formatBytes(maxBytes);
  const shownHint =
    hint ?? (multiple ? t`${kinds}, up to ${limit} each` : t`${kinds}, up to ${limit}`);

  return (
    <Field name={name} label={label} hint={shownHint} error={error}>
      {(control) => (
        <div className="form-file">
          <div className="form-file__picker">
            <input
              ref={input}
              type="file"
              name={field.name}
              accept={accept.join(',')}
              multiple={multiple}
              onClick={onPickerOpen}
              onChange={(event) => void onChange(event)}
              onBlur={field.onBlur}
              {...control}
              aria-labelledby={`${labelId(name)} ${chooseId}`}
              className="form-file__input"
            />
            {/* What the input looks like; the input itself, transparent, lies over it. */}
            <span className="button form-file__button" id={chooseId} aria-hidden="true">
              {t(chooseLabel(multiple, entries.length))}
            </span>
          </div>
          {entries.length > 0 ? (
            <ul className="form-file__list">
              {entries.map((entry) => (
                <FileEntry
                  key={entry.id}
                  entry={entry}
                  onRetry={() => void upload(entry.id).catch(() => undefined)}
                  onRemove={() => remove(entry.id)}
                />
              ))}
            </ul>
          ) : null}
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
        </div>
      )}
    </Field>
  );
}

function FileEntry({
  entry,
  onRetry,
  onRemove,
}: {
  entry: Entry;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const nameId = `${entry.id}-name`;
  const fileName = entry.file.name;
  const percent = Math.round(entry.progress * 100);
  const problem = entry.status === 'rejected' || entry.status === 'failed';
  return (
    <li className={problem ? 'form-file__item form-file__item--error' : 'form-file__item'}>
      <p className="form-file__name">
        <span id={nameId}>{entry.file.name}</span>{' '}
        <span className="form-file__size">({formatBytes(entry.file.size)})</span>
      </p>
      {problem && entry.error ? (
        <p className="form-field__error">
          <span className="visually-hidden">
            <Trans>Error: </Trans>
          </span>
          {entry.error}
        </p>
      ) : null}
      {entry.status !== 'rejected' ? (
        <div className="form-file__progress">
          <progress aria-labelledby={nameId} max={1} value={entry.progress} />
          <span className="form-file__status">
            {entry.status === 'uploading' ? t`Uploading ${percent}%` : t(STATUS_TEXT[entry.status])}
          </span>
        </div>
      ) : null}
      <div className="form-file__actions">
        {entry.status === 'failed' && !entry.closed ? (
          <button type="button" className="button form-file__action" onClick={onRetry}>
            <Trans>
              Try again<span className="visually-hidden"> to upload {fileName}</span>
            </Trans>
          </button>
        ) : null}
        {entry.status !== 'uploading' ? (
          <button type="button" className="button form-file__action" onClick={onRemove}>
            <Trans>
              Remove<span className="visually-hidden"> {fileName}</span>
            </Trans>
          </button>
        ) : null}
      </div>
    </li>
  );
}
