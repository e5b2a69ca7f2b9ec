import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { boolean, object } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { CheckboxField } from '../../../forms/CheckboxField';
import { ChoiceField } from '../../../forms/ChoiceField';
import { choiceSchema } from '../../../forms/schemas/choice';
import { yupMessage } from '../../../forms/schemas/messages';
import { ssnDigits, ssnSchema } from '../../../forms/schemas/ssn';
import { SsnField } from '../../../forms/SsnField';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication } from '../../application';
import type { HelocApplication } from '../../application';
import { selectProfile } from '../../profile';
import type { Profile } from '../../profile';
import { SummaryReturnLink, useStepSubmit } from '../../routing';
import {
  isOwnership,
  type Ownership,
  OWNERSHIP_CHOICES,
  OWNERSHIP_HINT,
  OWNERSHIPS,
} from '../ownership';
import { holdSsn, releaseSsn } from '../../../lib/ssnHandoff';
import { CONSENT_MESSAGES } from '../../../contract/consents';
import { useSubmitMoreInfoMutation } from '../startApi';

export { titles } from '../titles';

export const CONTINUE_LABEL = msg`Continue`;
export const OWNERSHIP_LEGEND = msg`How do you own this property?`;
export const SSN_LABEL = msg`Social Security number`;
export const SSN_HINT = msg`9 digits. We need it to check your credit with the credit bureaus.`;
export const SSN_KEEP_HINT = msg`You have already given us your number. Leave blank to keep the number you gave, or enter it again to change it.`;
export const HARD_CREDIT_LABEL = msg`I agree to a hard credit pull`;
export const HARD_CREDIT_HINT = msg`To make a final offer, the lender checks your full credit report. This hard credit pull shows on your credit report and may lower your credit score by a few points.`;

/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export const OWNERSHIP_MESSAGE = CONSENT_MESSAGES.ownership;
export const HARD_CREDIT_MESSAGE = CONSENT_MESSAGES.hardCredit;

interface Values {
  ownership: Ownership | '';
  /** The number as typed (xxx-xx-xxxx); it stays in the form and goes out by a handle. */
  ssn: string;
  hardCreditConsent: boolean;
}

/**
 * The form's rules. With a number on file (a change from the summary) the SSN may be left
 * blank; anything typed must still be a valid number.
 */
export function contactSchema(hasSsn: boolean) {
  return object({
    ownership: choiceSchema(OWNERSHIPS, OWNERSHIP_MESSAGE),
    ssn: hasSsn ? ssnSchema().notRequired() : ssnSchema(),
    hardCreditConsent: boolean()
      .oneOf([true], yupMessage(HARD_CREDIT_MESSAGE))
      .required(yupMessage(HARD_CREDIT_MESSAGE)),
  });
}

/** The property's ownership and the consent as the lender has them (a change from the summary). */
function initialValuesOf(application: HelocApplication | null, profile: Profile | null): Values {
  const propertyUuid = application?.selectedPropertyUuid ?? application?.property?.uuid ?? null;
  const ownership = profile?.addresses.find((address) => address.uuid === propertyUuid)?.ownership;
  return {
    ownership: isOwnership(ownership) ? ownership : '',
    ssn: '',
    hardCreditConsent:
      application?.consents.some((consent) => consent.type === 'HARD_CREDIT') ?? false,
  };
}

/**
 * /account/heloc/{uuid}/start/contact: how the borrower owns the property, their Social Security
 * number and their consent to a hard credit pull (`PUT .../more-info`); then the routing decides.
 *
 * The SSN never enters the store: the form keeps it, and the call's argument carries a handle
 * (ssnHandoff.ts) that the endpoint turns into the request body.
 */
export default function ContactScreen() {
  const { t } = useLingui();
  const application = useAppSelector(selectCurrentApplication);
  const profile = useAppSelector(selectProfile);
  const hasSsn = profile?.hasSsn ?? false;
  const [submitMoreInfo] = useSubmitMoreInfoMutation();
  const schema = useMemo(() => contactSchema(hasSsn), [hasSsn]);
  // Read once: formik keeps its own values after the first render.
  const [initialValues] = useState(() => initialValuesOf(application, profile));

  const submit = useStepSubmit(async (applicationUuid, values: Values) => {
    const digits = ssnDigits(values.ssn);
    const ssnHandle = digits ? holdSsn(digits) : null;
    try {
      return await submitMoreInfo({
        applicationUuid,
        ownership: values.ownership as Ownership,
        ssnHandle,
      }).unwrap();
    } finally {
      if (ssnHandle) releaseSsn(ssnHandle);
    }
  });

  return (
    <Screen>
      <StepForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
        submitLabel={t(CONTINUE_LABEL)}
        secondary={<SummaryReturnLink />}
      >
        <p>
          <Trans>
            A few more details before we can finish your application: how you own the property, and
            what we need to check your credit.
          </Trans>
        </p>
        <ChoiceField
          name="ownership"
          legend={t(OWNERSHIP_LEGEND)}
          hint={t(OWNERSHIP_HINT)}
          choices={OWNERSHIP_CHOICES.map(({ value, label }) => ({ value, label: t(label) }))}
        />
        <SsnField name="ssn" label={t(SSN_LABEL)} hint={t(hasSsn ? SSN_KEEP_HINT : SSN_HINT)} />
        <CheckboxField
          name="hardCreditConsent"
          label={t(HARD_CREDIT_LABEL)}
          hint={t(HARD_CREDIT_HINT)}
        />
      </StepForm>
    </Screen>
  );
}
