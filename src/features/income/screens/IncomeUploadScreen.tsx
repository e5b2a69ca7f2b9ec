import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import { object } from 'yup';
import { useUploadFile } from '../../../api/upload';
import { useAppSelector } from '../../../app/hooks';
import { FileField, type FileFieldHandle, type UploadHandler } from '../../../forms/FileField';
import { UPLOAD_MAX_BYTES } from '../../../contract/uploads';
import { UPLOAD_ACCEPT } from '../../../forms/files';
import { filesSchema } from '../../../forms/schemas/files';
import { StepForm } from '../../../forms/StepForm';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { useApplicationUuid } from '../../application';
import { selectConditions } from '../../conditions';
import { selectLocation, stepLink, selectApplicationRoute } from '../../navigation';
import { useStepSubmit } from '../../routing';
import { paystubsRequired, uploadDocumentType } from '../income';
import { documentsUrl } from '../incomeApi';

export { titles } from '../titles';

export const UPLOAD_LABEL = msg`Upload`;
/** What the lender accepts: PDF, JPG or PNG, at most 10 MB each (the kit's default). */
export const PAYSTUB_ACCEPT = UPLOAD_ACCEPT;
export const PAYSTUB_MAX_BYTES = UPLOAD_MAX_BYTES;
export const UNKNOWN_UPLOAD_TEXT = msg`There is nothing to upload on this page.`;
export const REVIEW_LINK_LABEL = msg`Go back to your income`;

/** What the field says when too few paystubs are chosen (none: `required`; some: `tooFew`). */
export interface PaystubMessages {
  required: string;
  tooFew: string;
}

interface Values {
  paystubs: File[];
}

const initialValues: Values = { paystubs: [] };

export const paystubsSchema = (count: number, messages: PaystubMessages) =>
  object({
    paystubs: filesSchema({ min: count, messages }),
  });

/** The `{type}` of income/upload/{type}, read from the page's application route. */
function useUploadType(): string | undefined {
  const step = useAppSelector(selectApplicationRoute)?.step ?? '';
  const [area, page, type] = step.split('/');
  return area === 'income' && page === 'upload' ? type : undefined;
}

/**
 * /account/heloc/{uuid}/income/upload/{type}: the paystubs the lender asks for (the count of an
 * open MANUAL_PAYSTUB_UPLOAD condition, default 1), each checked for type and size as it is
 * chosen and sent with `POST .../documents` (type PAYSTUB, then the file), one after another,
 * each with its progress bar. A file that fails shows why and can be sent again on its own;
 * "Upload" sends whatever is not sent yet. Once every file is in, the routing decides.
 * PAYSTUB (from income/review) and MANUAL_PAYSTUB (the routing's manual paystub upload) are the
 * same page.
 */
export default function IncomeUploadScreen() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid();
  const { search } = useAppSelector(selectLocation);
  const documentType = uploadDocumentType(useUploadType());
  const required = paystubsRequired(useAppSelector(selectConditions));
  const schema = useMemo(
    () =>
      paystubsSchema(required, {
        required: t`${plural(required, {
          one: 'Select your most recent paystub',
          other: 'Select your # most recent paystubs',
        })}`,
        tooFew: t`Select ${required} paystubs`,
      }),
    [required, t],
  );
  const files = useRef<FileFieldHandle>(null);
  const uploadFile = useUploadFile();

  const onUpload: UploadHandler = (file, onProgress, signal) => {
    if (!applicationUuid || !documentType) {
      return Promise.reject(new Error('No application is open'));
    }
    return uploadFile({
      url: documentsUrl(applicationUuid),
      file,
      fields: { type: documentType },
      onProgress,
      signal,
    });
  };
  const submit = useStepSubmit(async () => {
    if (!files.current) throw new Error('The file field is not ready');
    await files.current.uploadAll();
  });

  if (!documentType) {
    return (
      <Screen>
        <p>{t(UNKNOWN_UPLOAD_TEXT)}</p>
        {applicationUuid ? (
          <p>
            <Link to={stepLink(applicationUuid, 'income/review', search)}>
              {t(REVIEW_LINK_LABEL)}
            </Link>
          </p>
        ) : null}
      </Screen>
    );
  }

  return (
    <Screen>
      <StepForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
        submitLabel={t(UPLOAD_LABEL)}
      >
        <p>
          <Trans>
            To check your income, the lender needs{' '}
            <Plural
              value={required}
              one="your most recent paystub"
              other="your # most recent paystubs"
            />
            . Each must show your name, your employer&apos;s name and what you were paid. A photo or
            a scan is fine if it is clear.
          </Trans>
        </p>
        <FileField
          ref={files}
          name="paystubs"
          label={t`${plural(required, {
            one: 'Your most recent paystub',
            other: 'Your # most recent paystubs',
          })}`}
          accept={PAYSTUB_ACCEPT}
          maxBytes={PAYSTUB_MAX_BYTES}
          multiple={required > 1}
          onUpload={onUpload}
        />
      </StepForm>
    </Screen>
  );
}
