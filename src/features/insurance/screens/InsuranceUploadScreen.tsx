import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { namesField, withFormFields } from '../../../api/formFields';
import { useUploadFile } from '../../../api/upload';
import { useAppSelector } from '../../../app/hooks';
import { FileField, type FileFieldHandle } from '../../../forms/FileField';
import { StepForm } from '../../../forms/StepForm';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { APPLICATION_SERVICE, useApplicationUuid } from '../../application';
import { useStepSubmit } from '../../routing';
import { selectStatusObject } from '../../status';
import { useCompleteInsuranceMutation } from '../insuranceApi';
import {
  COMPLETE_FIELDS,
  initialInsuranceValues,
  insuranceSchema,
  type InsuranceValues,
} from '../insuranceForm';
import {
  floodInsuranceRequired,
  PROOF_ACCEPT,
  PROOF_MAX_BYTES,
  type ProofKind,
  proofsNeeded,
} from '../insuranceProofs';
import '../insurance.css';

export { titles } from '../titles';

export const UPLOAD_LABEL = msg`Upload`;
export const REQUIREMENTS_LINK_TEXT = msg`What your insurance must show`;
export const uploadIntro = (flood: boolean) =>
  flood
    ? msg`Before we can fund your line, we need proof that your home has hazard insurance (homeowners insurance) and flood insurance.`
    : msg`Before we can fund your line, we need proof that your home has hazard insurance (homeowners insurance).`;

type Handles = Record<ProofKind, RefObject<FileFieldHandle | null>>;

/**
 * /account/heloc/{uuid}/insurance/upload: the proofs of insurance, each file sent as a document
 * of its type (HAZARD_INSURANCE, and FLOOD_INSURANCE when status.floodInsuranceRequired); once
 * all are uploaded, `POST .../insurance/complete {}`, then the routing decides. A file that fails
 * keeps its place and is sent again alone; a file already sent is never sent twice, so a failed
 * "complete" is retried without uploading again. Links to insurance/requirements.
 */
export default function InsuranceUploadScreen() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid() ?? '';
  const status = useAppSelector(selectStatusObject);
  // The lender may ask for flood insurance when "complete" finds none (its 400 names the type):
  // the field then shows, whatever the status said.
  const [floodAsked, setFloodAsked] = useState(false);
  const flood = floodInsuranceRequired(status) || floodAsked;
  const proofs = proofsNeeded(flood);
  const schema = useMemo(() => insuranceSchema(flood, t), [flood, t]);
  const [initialValues] = useState(initialInsuranceValues);
  const upload = useUploadFile();
  const [completeInsurance] = useCompleteInsuranceMutation();
  const hazard = useRef<FileFieldHandle>(null);
  const floodHandle = useRef<FileFieldHandle>(null);
  const handles: Handles = { hazard, flood: floodHandle };
  const documentsUrl = `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/documents`;

  const submit = useStepSubmit(async (uuid) => {
    let failure: { error: unknown } | null = null;
    for (const proof of proofs) {
      try {
        await handles[proof.kind].current?.uploadAll();
      } catch (error) {
        failure ??= { error: withFormFields(error, { file: proof.kind }) };
      }
    }
    if (failure) throw failure.error;
    try {
      return await completeInsurance({ applicationUuid: uuid }).unwrap();
    } catch (error) {
      if (namesField(error, 'FLOOD_INSURANCE')) setFloodAsked(true);
      throw withFormFields(error, COMPLETE_FIELDS);
    }
  });

  return (
    <Screen>
      <StepForm<InsuranceValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
        submitLabel={t(UPLOAD_LABEL)}
      >
        <p>
          {t(uploadIntro(flood))}{' '}
          <Trans>
            Upload the declarations page of each policy: your insurance company or agent can send it
            to you.
          </Trans>
        </p>
        <p className="insurance-next">
          <Link to={`/${applicationUuid}/insurance/requirements`}>{t(REQUIREMENTS_LINK_TEXT)}</Link>
        </p>
        {proofs.map((proof) => (
          <FileField
            key={proof.kind}
            ref={handles[proof.kind]}
            name={proof.kind}
            label={t(proof.label)}
            hint={t(proof.hint)}
            accept={PROOF_ACCEPT}
            maxBytes={PROOF_MAX_BYTES}
            multiple
            onUpload={(file, onProgress, signal) =>
              upload({
                url: documentsUrl,
                file,
                fields: { type: proof.documentType },
                onProgress,
                signal,
              })
            }
          />
        ))}
      </StepForm>
    </Screen>
  );
}
