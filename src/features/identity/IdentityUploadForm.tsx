import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { type ReactNode, type RefObject, useMemo, useRef, useState } from 'react';
import { OwnWordsError } from '../../api/errors';
import { useUploadFile } from '../../api/upload';
import type { DocumentUploadFields } from '../../contract/documentRequests';
import { ChoiceField } from '../../forms/ChoiceField';
import { FileField, type FileFieldHandle, type UploadHandler } from '../../forms/FileField';
import { describeAccept, fileProblem, formatBytes } from '../../forms/files';
import { StepForm } from '../../forms/StepForm';
import { IdPreview } from './IdPreview';
import {
  ID_ACCEPT,
  ID_MAX_BYTES,
  ID_MESSAGES,
  identitySchema,
  type IdentityValues,
  initialIdentityValues,
  onSideFields,
} from './identityForm';
import {
  documentTypeOf,
  hasBack,
  ID_TYPE_LABELS,
  ID_TYPES,
  type IdSide,
  type IdType,
  isIdType,
  sidesOf,
} from './idTypes';
import './identity.css';

export const UPLOAD_LABEL = msg`Upload`;
export const ID_TYPE_LEGEND = msg`ID type`;
export const FRONT_LABEL = msg`Front image`;
export const BACK_LABEL = msg`Back image`;

type Handles = Record<IdSide, RefObject<FileFieldHandle | null>>;

/** The upload's parts besides its type: a condition's `conditionUuid`. */
type ConditionFields = Omit<DocumentUploadFields, 'type'>;

/**
 * Sends each side the ID has (front, then back), each side's file once: a side already uploaded
 * is not sent again, a failed one is. Every side is tried before the first failure is thrown,
 * its 400 renamed onto this form's fields.
 */
async function uploadSides(idType: IdType, handles: Handles): Promise<void> {
  let failure: { error: unknown } | null = null;
  for (const side of sidesOf(idType)) {
    try {
      await handles[side].current?.uploadAll();
    } catch (error) {
      failure ??= { error: onSideFields(error, side) };
    }
  }
  if (failure) throw failure.error;
}

function IdSideField({
  side,
  documentsUrl,
  fields,
  handle,
  onSending,
}: {
  side: IdSide;
  documentsUrl: string;
  fields?: ConditionFields;
  handle: RefObject<FileFieldHandle | null>;
  onSending: () => void;
}) {
  const { t } = useLingui();
  const { values } = useFormikContext<IdentityValues>();
  const upload = useUploadFile();
  const { idType } = values;
  const kinds = describeAccept(ID_ACCEPT);
  const limit = formatBytes(ID_MAX_BYTES);
  const onUpload: UploadHandler = (file, onProgress, signal) => {
    // The form checks the ID type before sending; a retry cannot come before a send.
    if (!isIdType(idType)) return Promise.reject(new OwnWordsError(ID_MESSAGES.idType));
    onSending();
    return upload({
      url: documentsUrl,
      file,
      fields: { type: documentTypeOf(idType, side), ...fields },
      onProgress,
      signal,
    });
  };
  // A refused file is listed with its reason, not previewed.
  const chosen = values[side][0];
  const previewed = chosen && !fileProblem(chosen, ID_ACCEPT, ID_MAX_BYTES) ? chosen : undefined;
  return (
    <div className="id-side">
      <FileField
        ref={handle}
        name={side}
        label={t(side === 'front' ? FRONT_LABEL : BACK_LABEL)}
        hint={
          side === 'front'
            ? t`A photo or scan of the front of your ID, with all four corners and every word readable. ${kinds}, up to ${limit}.`
            : t`A photo or scan of the back of your ID. ${kinds}, up to ${limit}.`
        }
        accept={ID_ACCEPT}
        maxBytes={ID_MAX_BYTES}
        onUpload={onUpload}
      />
      <IdPreview file={previewed} side={side} />
    </div>
  );
}

/**
 * The questions: the ID type, then a file per side with its preview; the back disappears for
 * a passport. Files sent under one ID type are sent again under another when the type changes
 * (the fields start over with the same files), so the lender never holds a side of the wrong type.
 */
function IdentityFields({
  documentsUrl,
  fields,
  handles,
}: {
  documentsUrl: string;
  fields?: ConditionFields;
  handles: Handles;
}) {
  const { t } = useLingui();
  const { values } = useFormikContext<IdentityValues>();
  const [sent, setSent] = useState(false);
  const [shownType, setShownType] = useState(values.idType);
  const [generation, setGeneration] = useState(0);
  if (shownType !== values.idType) {
    // Adjusting state to a new ID type while rendering (React's pattern for derived resets).
    setShownType(values.idType);
    if (sent) {
      setSent(false);
      setGeneration((count) => count + 1);
    }
  }
  const markSent = () => setSent(true);
  return (
    <>
      <ChoiceField
        name="idType"
        legend={t(ID_TYPE_LEGEND)}
        hint={t`Choose a valid ID issued in the US that has not expired.`}
        choices={ID_TYPES.map((value) => ({ value, label: t(ID_TYPE_LABELS[value]) }))}
      />
      <IdSideField
        key={`front-${generation}`}
        side="front"
        documentsUrl={documentsUrl}
        fields={fields}
        handle={handles.front}
        onSending={markSent}
      />
      {hasBack(values.idType) ? (
        <IdSideField
          key={`back-${generation}`}
          side="back"
          documentsUrl={documentsUrl}
          fields={fields}
          handle={handles.back}
          onSending={markSent}
        />
      ) : null}
    </>
  );
}

export interface IdentityUploadFormProps {
  /** Where each side is sent: `POST {documentsUrl}` multipart (`type`, then `file`). */
  documentsUrl: string;
  /** More multipart parts sent with each side, after its `type` (a condition's `conditionUuid`). */
  fields?: ConditionFields;
  /**
   * Called on a valid submit with the upload: run it (it rejects with the first failure, which
   * the form explains), then move on (useStepSubmit: the routing decides).
   */
  onSubmit: (upload: () => Promise<void>) => Promise<unknown>;
  /** Shown above the questions. */
  children?: ReactNode;
}

/**
 * The ID upload (docs/journey.md, `identity`): ID type, front image, back image (not for a
 * passport), a preview of each chosen image; "Upload" sends each side as its document type
 * (DRIVERS_LICENSE_FRONT, ...). A side that fails keeps its file and is sent again alone, from
 * its "Try again" or the next "Upload", without choosing the other again. Shared by the
 * borrower's identity step and the additional signer's.
 */
export function IdentityUploadForm({
  documentsUrl,
  fields,
  onSubmit,
  children,
}: IdentityUploadFormProps) {
  const { t } = useLingui();
  const front = useRef<FileFieldHandle>(null);
  const back = useRef<FileFieldHandle>(null);
  const [initialValues] = useState(initialIdentityValues);
  const schema = useMemo(
    () =>
      identitySchema({
        idType: t(ID_MESSAGES.idType),
        front: t(ID_MESSAGES.front),
        back: t(ID_MESSAGES.back),
      }),
    [t],
  );
  const submit = (values: IdentityValues) =>
    onSubmit(() => uploadSides(values.idType as IdType, { front, back }));
  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={t(UPLOAD_LABEL)}
    >
      {children}
      <IdentityFields documentsUrl={documentsUrl} fields={fields} handles={{ front, back }} />
    </StepForm>
  );
}
