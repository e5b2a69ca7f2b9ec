import { boolean, object } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { CheckboxField } from '../../../forms/CheckboxField';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { SupportContact } from '../../../ui/SupportContact';
import { selectCurrentApplication } from '../../application';
import type { Lien } from '../../application';
import { formatCents } from '../../progress';
import { useStepSubmit } from '../../routing';
import { useAttestLiensMutation } from '../merchantApi';
import { CONSENT_MESSAGES } from '../../../contract/consents';

export const ATTEST_LABEL = 'I confirm the liens listed are complete and correct';
/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export const ATTEST_REQUIRED_MESSAGE = CONSENT_MESSAGES.lienAttestation;
export const CONFIRM_LIENS_LABEL = 'Confirm liens';

interface Values {
  attested: boolean;
}

const initialValues: Values = { attested: false };

export const lienAttestationSchema = object({
  attested: boolean().oneOf([true], ATTEST_REQUIRED_MESSAGE).required(ATTEST_REQUIRED_MESSAGE),
});

const balanceOf = (lien: Lien) => (lien.balance === null ? 'Not known' : formatCents(lien.balance));

function LienTable({ liens }: { liens: readonly Lien[] }) {
  if (liens.length === 0) {
    return <p>The lender found no liens on your property.</p>;
  }
  return (
    <table className="data-table">
      <caption className="visually-hidden">Liens on your property</caption>
      <thead>
        <tr>
          <th scope="col">Lender</th>
          <th scope="col">Balance</th>
        </tr>
      </thead>
      <tbody>
        {liens.map((lien, index) => (
          <tr key={lien.uuid || index}>
            <td>{lien.lender || 'Lender not named'}</td>
            <td>{balanceOf(lien)}</td>
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
        submitLabel={CONFIRM_LIENS_LABEL}
      >
        <p>
          Before you sign, check the loans and other claims secured on your property (liens). Tell
          us if any is missing or wrong instead of confirming.
        </p>
        <LienTable liens={liens} />
        <CheckboxField name="attested" label={ATTEST_LABEL} />
      </StepForm>
      <h2>Something missing or wrong?</h2>
      <SupportContact />
    </Screen>
  );
}
