import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { object } from 'yup';
import { ssnDigits, ssnSchema } from '../../../forms/schemas/ssn';
import { SsnField } from '../../../forms/SsnField';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { GetHelp } from '../../../ui/StopPage';
import { useStepSubmit } from '../../routing';
import { useSubmitSsnMutation } from '../creditApi';
import { holdSsn, releaseSsn } from '../../../lib/ssnHandoff';

export { titles } from '../titles';

export const SSN_LABEL = msg`Social Security number`;
export const CONTINUE_LABEL = msg`Continue`;

interface Values {
  ssn: string;
}

const initialValues: Values = { ssn: '' };

export const creditSocialSchema = object({ ssn: ssnSchema() });

/**
 * /account/heloc/{uuid}/credit/social: the credit bureau found no file for the applicant's name,
 * address and date of birth (server state CREDIT_NO_MATCH), so the Social Security number is
 * asked for (again), sent as 9 digits (`PUT .../ssn`); then the routing decides. A call that takes
 * longer than a few seconds is said by StepForm.
 */
export default function CreditSocialScreen() {
  const { t } = useLingui();
  const [submitSsn] = useSubmitSsnMutation();
  const submit = useStepSubmit(async (applicationUuid, values: Values) => {
    // The schema has passed, so the digits are there. They reach the request through a handle,
    // never the store (lib/ssnHandoff).
    const ssnHandle = holdSsn(ssnDigits(values.ssn) ?? '');
    try {
      return await submitSsn({ applicationUuid, ssnHandle }).unwrap();
    } finally {
      releaseSsn(ssnHandle);
    }
  });

  return (
    <Screen>
      <StepForm
        initialValues={initialValues}
        validationSchema={creditSocialSchema}
        onSubmit={submit}
        submitLabel={t(CONTINUE_LABEL)}
      >
        <p>
          <Trans>
            The credit bureau could not find your credit file from your name, address and date of
            birth. Your Social Security number lets it find the right file. Check it against your
            Social Security card: a single wrong digit is the most common reason for this page.
          </Trans>
        </p>
        <SsnField
          name="ssn"
          label={t(SSN_LABEL)}
          hint={t`9 digits, as on your Social Security card`}
        />
        <p>
          <Trans>
            We use your Social Security number only to find your credit file and confirm who you
            are. It is sent securely and never shown back to you.
          </Trans>
        </p>
      </StepForm>
      <GetHelp>
        <p>
          <Trans>
            If your number is correct and you still see this page, or you do not have a Social
            Security number, contact us.
          </Trans>
        </p>
      </GetHelp>
    </Screen>
  );
}
