import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { ChoiceField } from '../../../forms/ChoiceField';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { CheckAgain } from '../../../ui/CheckAgain';
import { SupportContact } from '../../../ui/SupportContact';
import { selectCurrentApplication } from '../../application';
import type { Lien } from '../../application';
import { formatCents } from '../../progress';
import { useRoutingCheck, useStepSubmit } from '../../routing';
import { useConfirmLiensMutation } from '../liensApi';
import {
  initialLiensValues,
  lienAnswers,
  lienName,
  liensSchema,
  type LiensValues,
} from '../liensForm';
import '../liens.css';

export { titles } from '../titles';

export const CONFIRM_LIENS_LABEL = msg`Confirm liens`;
export const STILL_OPEN_LEGEND = msg`Is this loan still open?`;
export const NO_LIENS_TEXT = msg`The lender found no liens on your property.`;
/** While the lender is still looking for liens, the routing is asked again this often (ms). */
export const LIENS_RECHECK_INTERVAL_MS = 15000;

/** One lien: a fieldset named after it, asking whether the loan is still open. */
function LienQuestion({ lien, index }: { lien: Lien; index: number }) {
  const { t } = useLingui();
  const balance = lien.balance === null ? null : formatCents(lien.balance);
  return (
    <fieldset className="lien">
      <legend className="lien__name">{lienName(lien, index, t)}</legend>
      <p className="lien__balance">
        {balance === null ? <Trans>Balance not known</Trans> : <Trans>Balance {balance}</Trans>}
      </p>
      <ChoiceField
        name={`liens.${index}.open`}
        legend={t(STILL_OPEN_LEGEND)}
        choices={[
          { value: 'yes', label: t`Yes` },
          { value: 'no', label: t`No` },
        ]}
      />
    </fieldset>
  );
}

/**
 * The lender has not listed the liens yet (application.liens absent): a short wait. The page asks
 * the routing again every LIENS_RECHECK_INTERVAL_MS and on "Check again"; the routing reloads the
 * application, and the questions show once the liens are there.
 */
function LiensWait() {
  const check = useRoutingCheck();
  return (
    <>
      <p>
        <Trans>
          We are looking up the loans secured on your property (liens) in public records. This
          usually takes less than a minute.
        </Trans>
      </p>
      <CheckAgain {...check} intervalMs={LIENS_RECHECK_INTERVAL_MS} />
    </>
  );
}

/**
 * /account/heloc/{uuid}/liens: each lien the lender found, with its lender and balance, asks
 * "Is this loan still open?"; "Confirm liens" sends every answer (an empty list when none was
 * found), then the routing decides.
 */
export default function LiensScreen() {
  const { t } = useLingui();
  const application = useAppSelector(selectCurrentApplication);
  const [confirmLiens] = useConfirmLiensMutation();
  const submit = useStepSubmit((applicationUuid, values: LiensValues) =>
    confirmLiens({ applicationUuid, liens: lienAnswers(values) }).unwrap(),
  );
  const liens = application?.liens;
  const form = useMemo(
    () =>
      liens && {
        initialValues: initialLiensValues(liens),
        schema: liensSchema(liens, t),
        // A new list from the lender starts a new form (the questions changed).
        key: liens.map((lien) => lien.uuid).join(' '),
      },
    [liens, t],
  );

  return (
    <Screen>
      {!liens || !form ? (
        <LiensWait />
      ) : (
        <StepForm
          key={form.key}
          initialValues={form.initialValues}
          validationSchema={form.schema}
          onSubmit={submit}
          submitLabel={t(CONFIRM_LIENS_LABEL)}
        >
          {liens.length === 0 ? (
            <p>
              {t(NO_LIENS_TEXT)} <Trans>Confirm to continue.</Trans>
            </p>
          ) : (
            <>
              <p>
                <Trans>
                  These are the loans secured on your property (liens) that we found in public
                  records. Tell us which are still open: a loan you have paid off does not count
                  against your line of credit.
                </Trans>
              </p>
              {liens.map((lien, index) => (
                <LienQuestion key={lien.uuid || index} lien={lien} index={index} />
              ))}
            </>
          )}
        </StepForm>
      )}
      <h2>
        <Trans>Something missing or wrong?</Trans>
      </h2>
      <SupportContact />
    </Screen>
  );
}
