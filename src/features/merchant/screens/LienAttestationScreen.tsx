import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { boolean, object } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { CheckboxField } from '../../../forms/CheckboxField';
import { yupMessage } from '../../../forms/schemas/messages';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { SupportContact } from '../../../ui/SupportContact';
import { selectCurrentApplication } from '../../application';
import type { Lien } from '../../application';
import { formatCents } from '../../progress';
import { useStepSubmit } from '../../routing';
import { useAttestLiensMutation } from '../merchantApi';
import { CONSENT_MESSAGES } from '../../../contract/consents';

export { titles } from '../titles';

export const ATTEST_LABEL = msg`I confirm the liens listed are complete and correct`;
/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export const ATTEST_REQUIRED_MESSAGE = CONSENT_MESSAGES.lienAttestation;
export const CONFIRM_LIENS_LABEL = msg`Confirm liens`;

interface Values {
  attested: boolean;
}

const initialValues: Values = { attested: false };

export const lienAttestationSchema = object({
  attested: boolean()
    .oneOf([true], yupMessage(ATTEST_REQUIRED_MESSAGE))
    .required(yupMessage(ATTEST_REQUIRED_MESSAGE)),
});

function LienTable({ liens }: { liens: readonly Lien[] }) {
  const { t } = useLingui();
  if (liens.length === 0) {
    return (
      <p>
        <Trans>The lender found no liens on your property.</Trans>
      </p>
    );
  }
  return (
    <table className="data-table">
      <caption className="visually-hidden">
        <Trans>Liens on your property</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Lender</Trans>
          </th>
          <th scope="col">
            <Trans>Balance</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {liens.map((lien, index) => (
          <tr key={lien.uuid || index}>
            <td>{lien.lender || t`Lender not named`}</td>
            <td>{lien.balance === null ? t`Not known` : formatCents(lien.balance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /account/heloc/{uuid}/merchant/lien-attestation: after the merchant's review, the borrower
 * confirms the liens on the property are complete and correct; then the routing decides.
 */
export default function LienAttestationScreen() {
  const { t } = useLingui();
  const application = useAppSelector(selectCurrentApplication);
  const [attestLiens] = useAttestLiensMutation();
  const liens = application?.liens ?? [];

  const submit = useStepSubmit((applicationUuid) => attestLiens({ applicationUuid }).unwrap());

  return (
    <Screen>
      <StepForm
        initialValues={initialValues}
        validationSchema={lienAttestationSchema}
        onSubmit={submit}
        submitLabel={t(CONFIRM_LIENS_LABEL)}
      >
        <p>
          <Trans>
            Before you sign, check the loans and other claims secured on your property (liens). Tell
            us if any is missing or wrong instead of confirming.
          </Trans>
        </p>
        <LienTable liens={liens} />
        <CheckboxField name="attested" label={t(ATTEST_LABEL)} />
      </StepForm>
      <h2>
        <Trans>Something missing or wrong?</Trans>
      </h2>
      <SupportContact />
    </Screen>
  );
}
