import { useFormikContext } from 'formik';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { object } from 'yup';
import { useUploadFile } from '../../api/upload';
import { ChoiceField } from '../../forms/ChoiceField';
import { FileField, type FileFieldHandle, type UploadHandler } from '../../forms/FileField';
import { UPLOAD_MAX_BYTES } from '../../contract/uploads';
import { UPLOAD_ACCEPT } from '../../forms/files';
import { filesSchema } from '../../forms/schemas/files';
import { choiceSchema } from '../../forms/schemas/choice';
import { StepForm } from '../../forms/StepForm';
import {
  documentsReceived,
  documentsRequired,
  documentTypeLabel,
  filesToUpload,
  requestedTypes,
} from './conditionView';
import type { Condition } from './types';
import './conditions.css';
import { isRecord } from '../../contract/isRecord';

export const UPLOAD_LABEL = 'Upload';
export const DOCUMENT_TYPE_LEGEND = 'What are you uploading?';
/** What the lender accepts: PDF, JPG or PNG, at most 10 MB each (the kit's default). */
export const CONDITION_ACCEPT = UPLOAD_ACCEPT;
export const CONDITION_MAX_BYTES = UPLOAD_MAX_BYTES;

/** The file field's label: "Your document", "Your 2 documents". */
export const filesLabel = (count: number) =>
  count === 1 ? 'Your document' : `Your ${count} documents`;

export const CONDITION_UPLOAD_MESSAGES = {
  documentType: 'Select what you are uploading',
  required: (count: number) =>
    count === 1 ? 'Select the document to upload' : `Select the ${count} documents to upload`,
  tooFew: (count: number) => `Select ${count} documents`,
} as const;

interface Values {
  documentType: string;
  files: File[];
}

/**
 * The upload's 400 names the multipart parts (`file`, `type`); on this form they are the file
 * field and the document type. A problem with the condition itself stays for the whole form.
 */
export function onFormFields(error: unknown): unknown {
  if (!isRecord(error) || error.status !== 400 || !isRecord(error.data)) return error;
  const { errors } = error.data;
  if (!Array.isArray(errors)) return error;
  const renamed = errors.map((entry) => {
    if (!isRecord(entry)) return entry;
    if (entry.field === 'file') return { ...entry, field: 'files' };
    if (entry.field === 'type') return { ...entry, field: 'documentType' };
    if (entry.field === 'conditionUuid') return { ...entry, field: null };
    return entry;
  });
  return { ...error, data: { ...error.data, errors: renamed } };
}

/** What the lender asked for: its note, the documents in words, how many files. */
function RequestSummary({ condition }: { condition: Condition }) {
  const required = documentsRequired(condition);
  const received = documentsReceived(condition);
  const count = filesToUpload(condition);
  const comments = condition.commentsToBorrower?.trim();
  const asked = condition.requestDocuments?.length
    ? requestedTypes(condition).map(documentTypeLabel)
    : [];
  return (
    <div className="condition-request">
      {condition.display.description.trim() ? <p>{condition.display.description}</p> : null}
      {comments ? (
        <p className="condition-request__comments">
          <strong>From the lender: </strong>
          {comments}
        </p>
      ) : null}
      <dl className="summary-list">
        {asked.length > 0 ? (
          <>
            <dt>Documents asked for</dt>
            <dd>{asked.join(', ')}</dd>
          </>
        ) : null}
        <dt>Files to upload</dt>
        <dd>
          {count}
          {received > 0 ? ` (${received} of ${required} received)` : null}
        </dd>
      </dl>
    </div>
  );
}

function ConditionFiles({
  types,
  count,
  handle,
  send,
}: {
  types: readonly string[];
  count: number;
  handle: RefObject<FileFieldHandle | null>;
  send: (
    file: File,
    type: string,
    onProgress: (f: number) => void,
    signal: AbortSignal,
  ) => Promise<unknown>;
}) {
  const { values } = useFormikContext<Values>();
  const onUpload: UploadHandler = (file, onProgress, signal) => {
    // The form checks the type before sending; a retry cannot come before a send.
    if (!types.includes(values.documentType)) {
      return Promise.reject(new Error(CONDITION_UPLOAD_MESSAGES.documentType));
    }
    return send(file, values.documentType, onProgress, signal);
  };
  return (
    <>
      {types.length > 1 ? (
        <ChoiceField
          name="documentType"
          legend={DOCUMENT_TYPE_LEGEND}
          choices={types.map((type) => ({ value: type, label: documentTypeLabel(type) }))}
        />
      ) : null}
      <FileField
        ref={handle}
        name="files"
        label={filesLabel(count)}
        accept={CONDITION_ACCEPT}
        maxBytes={CONDITION_MAX_BYTES}
        multiple={count > 1}
        onUpload={onUpload}
      />
    </>
  );
}

export interface ConditionUploadFormProps {
  condition: Condition;
  /** Where each file is sent: `POST {documentsUrl}` multipart (`type`, `conditionUuid`, `file`). */
  documentsUrl: string;
  /** Called once every file is in (read the conditions again, go back to the dashboard). */
  onUploaded: () => Promise<unknown>;
}

/**
 * conditions/upload-document's form, for a borrower and for an additional signer: what the
 * condition asks for, a choice of document type when it asks for more than one, and the files
 * (as many as are still needed), each checked for type and size as it is chosen and sent with
 * `POST .../documents` (`type`, `conditionUuid`, then the file), one after another with its
 * progress bar. A failed file shows why and can be sent again on its own; "Upload" sends what
 * is not sent yet.
 */
export function ConditionUploadForm({
  condition,
  documentsUrl,
  onUploaded,
}: ConditionUploadFormProps) {
  const types = useMemo(() => requestedTypes(condition), [condition]);
  const count = filesToUpload(condition);
  const [initialValues] = useState<Values>(() => ({
    documentType: types.length === 1 ? types[0]! : '',
    files: [],
  }));
  const schema = useMemo(
    () =>
      object({
        documentType: choiceSchema(types, CONDITION_UPLOAD_MESSAGES.documentType),
        files: filesSchema({
          min: count,
          messages: {
            required: CONDITION_UPLOAD_MESSAGES.required(count),
            tooFew: CONDITION_UPLOAD_MESSAGES.tooFew(count),
          },
        }),
      }),
    [types, count],
  );
  const files = useRef<FileFieldHandle>(null);
  const upload = useUploadFile();
  const send = (file: File, type: string, onProgress: (f: number) => void, signal: AbortSignal) =>
    upload({
      url: documentsUrl,
      file,
      fields: { type, conditionUuid: condition.uuid },
      onProgress,
      signal,
    });
  const submit = async () => {
    if (!files.current) throw new Error('The file field is not ready');
    try {
      await files.current.uploadAll();
    } catch (error) {
      throw onFormFields(error);
    }
    await onUploaded();
  };
  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={UPLOAD_LABEL}
    >
      <RequestSummary condition={condition} />
      <ConditionFiles types={types} count={count} handle={files} send={send} />
    </StepForm>
  );
}
