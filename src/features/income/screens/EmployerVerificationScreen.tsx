import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { object } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { PhoneField } from '../../../forms/PhoneField';
import { nameSchema } from '../../../forms/schemas/name';
import { phoneSchema } from '../../../forms/schemas/phone';
import { EMPLOYER_MESSAGES, EMPLOYER_NAME_LABEL } from '../../../contract/employment';
import { StepForm } from '../../../forms/StepForm';
import { TextField } from '../../../forms/TextField';
import { phoneDigits } from '../../../contract/phone';
import type { EmploymentBody } from '../../../contract/requests';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication } from '../../application';
import type { HelocApplication } from '../../application';
import { useStepSubmit } from '../../routing';
import { useSubmitEmploymentMutation } from '../incomeApi';

export { titles } from '../titles';

export const CONTINUE_LABEL = msg`Continue`;
export { EMPLOYER_NAME_LABEL };
export const EMPLOYER_PHONE_LABEL = msg`Employer phone number`;
export const EMPLOYER_PHONE_HINT = msg`A number where someone can confirm that you work there, such as your human resources team`;

/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export { EMPLOYER_MESSAGES };

export interface EmployerValues {
  employerName: string;
  employerPhone: string;
}

type Values = EmployerValues;

/** The call's body: the name trimmed, the phone's 10 digits (valid values: the schema ran first). */
export const employmentOf = (values: EmployerValues): EmploymentBody => ({
  employerName: values.employerName.trim(),
  employerPhone: phoneDigits(values.employerPhone) ?? '',
});

export const employerSchema = object({
  employerName: nameSchema(EMPLOYER_NAME_LABEL, {
    messages: { required: EMPLOYER_MESSAGES.nameRequired, tooLong: EMPLOYER_MESSAGES.nameTooLong },
  }),
  employerPhone: phoneSchema({
    required: EMPLOYER_MESSAGES.phoneRequired,
    invalid: EMPLOYER_MESSAGES.phoneInvalid,
  }),
});

/** The employer the borrower named on their income, when there is one. */
function initialValuesOf(application: HelocApplication | null): Values {
  const employer = application?.incomeSources.find((source) => source.employerName?.trim());
  return { employerName: employer?.employerName?.trim() ?? '', employerPhone: '' };
}

/**
 * /account/heloc/{uuid}/income/employer-verification: the lender needs to confirm the
 * borrower's employment; Employer name and Employer phone number go in `PUT .../employment`
 * `{ employerName, employerPhone (10 digits) }`, then the routing decides.
 */
export default function EmployerVerificationScreen() {
  const { t } = useLingui();
  const application = useAppSelector(selectCurrentApplication);
  const [submitEmployment] = useSubmitEmploymentMutation();
  // Read once: formik keeps its own values after the first render.
  const [initialValues] = useState(() => initialValuesOf(application));
  const submit = useStepSubmit((applicationUuid, values: Values) =>
    submitEmployment({
      applicationUuid,
      employment: employmentOf(values),
    }).unwrap(),
  );

  return (
    <Screen>
      <StepForm
        initialValues={initialValues}
        validationSchema={employerSchema}
        onSubmit={submit}
        submitLabel={t(CONTINUE_LABEL)}
      >
        <p>
          <Trans>
            The lender needs to confirm where you work. Tell us who your employer is and a phone
            number where they can be reached. We only use it to confirm your employment.
          </Trans>
        </p>
        <TextField name="employerName" label={t(EMPLOYER_NAME_LABEL)} autoComplete="organization" />
        <PhoneField
          name="employerPhone"
          label={t(EMPLOYER_PHONE_LABEL)}
          hint={t(EMPLOYER_PHONE_HINT)}
          autoComplete="off"
        />
      </StepForm>
    </Screen>
  );
}
