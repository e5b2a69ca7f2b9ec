import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { object } from 'yup';
import { withFormFields } from '../../api/formFields';
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

export const UPLOAD_LABEL = msg`Upload`;
export const DOCUMENT_TYPE_LEGEND = msg`What are you uploading?`;
/** What the lender accepts: PDF, JPG or PNG, at most 10 MB each (the kit's default). */
export const CONDITION_ACCEPT = UPLOAD_ACCEPT;
export const CONDITION_MAX_BYTES = UPLOAD_MAX_BYTES;

/** The form's own messages, written out in the page's language. */
function useUploadMessages(count: number) {
  const { t } = useLingui();
  return {
    /** The file field's label: "Your document", "Your 2 documents". */
    filesLabel: t`${plural(count, { one: 'Your document', other: 'Your # documents' })}`,
    documentType: t`Select what you are uploading`,
    required: t`${plural(count, {
      one: 'Select the document to upload',
      other: 'Select the # documents to upload',
    })}`,
    tooFew: t`Select ${count} documents`,
  };
}

interface Values {
  documentType: string;
  files: File[];
}

/**
 * The upload's 400 names the multipart parts (`file`, `type`); on this form they are the file
 * field and the document type. A problem with the condition itself stays for the whole form.
 */
export const onFormFields = (error: unknown): unknown =>
  withFormFields(error, { file: 'files', type: 'documentType', conditionUuid: null });

/** What the lender asked for: its note, the documents in words, how many files. */
function RequestSummary({ condition }: { condition: Condition }) {
  const { t } = useLingui();
  const required = documentsRequired(condition);
  const received = documentsReceived(condition);
  const count = filesToUpload(condition);
  const comments = condition.commentsToBorrower?.trim();
  const asked = condition.requestDocuments?.length
    ? requestedTypes(condition).map((type) => documentTypeLabel(type, t))
    : [];
  return (
    <div className="condition-request">
      {condition.display.description.trim() ? <p>{condition.display.description}</p> : null}
      {comments ? (
        <p className="condition-request__comments">
          <strong>
            <Trans>From the lender:</Trans>{' '}
          </strong>
          {comments}
        </p>
      ) : null}
      <dl className="summary-list">
        {asked.length > 0 ? (
          <>
            <dt>
              <Trans>Documents asked for</Trans>
            </dt>
            <dd>{asked.join(', ')}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Files to upload</Trans>
        </dt>
        <dd>
          {count}
          {received > 0 ? (
            <>
              {' '}
              <Trans>
                ({received} of {required} received)
              </Trans>
            </>
          ) : null}
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
  const { t } = useLingui();
  const messages = useUploadMessages(count);
  const { values } = useFormikContext<Values>();
  const onUpload: UploadHandler = (file, onProgress, signal) => {
    // The form checks the type before sending; a retry cannot come before a send.
    if (!types.includes(values.documentType)) {
      return Promise.reject(new Error(messages.documentType));
    }
    return send(file, values.documentType, onProgress, signal);
  };
  return (
    <>
      {types.length > 1 ? (
        <ChoiceField
          name="documentType"
          legend={t(DOCUMENT_TYPE_LEGEND)}
          choices={types.map((type) => ({ value: type, label: documentTypeLabel(type, t) }))}
        />
      ) : null}
      <FileField
        ref={handle}
        name="files"
        label={messages.filesLabel}
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
  const { t } = useLingui();
  const types = useMemo(() => requestedTypes(condition), [condition]);
  const count = filesToUpload(condition);
  const messages = useUploadMessages(count);
  const [initialValues] = useState<Values>(() => ({
    documentType: types.length === 1 ? types[0]! : '',
    files: [],
  }));
  const schema = useMemo(
    () =>
      object({
        documentType: choiceSchema(types, messages.documentType),
        files: filesSchema({
          min: count,
          messages: {
            required: messages.required,
            tooFew: messages.tooFew,
          },
        }),
      }),
    [types, count, messages.documentType, messages.required, messages.tooFew],
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
    if (!files.current) throw new Error(t`The file field is not ready`);
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
      submitLabel={t(UPLOAD_LABEL)}
    >
      <RequestSummary condition={condition} />
      <ConditionFiles types={types} count={count} handle={files} send={send} />
    </StepForm>
  );
}
