import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
import { object } from 'yup';
import { useAppSelector } from '../../app/hooks';
import { StepForm } from '../../forms/StepForm';
import { Screen } from '../../ui/Screen';
import { GetHelp, NextSteps } from '../../ui/StopPage';
import { mergedPricing, selectOrganisation } from '../organisation';
import { useStepSubmit } from '../routing';
import { useOrderBpoMutation } from './bpoApi';
import { formatFee, valuationFeeOf } from './valuationFee';

export const ORDER_VALUATION_LABEL = msg`Order valuation`;
export const WHAT_IS_A_VALUATION_HEADING = msg`What is a property valuation?`;
export const WHAT_IS_A_VALUATION_TEXT = msg`A local real estate professional prepares a broker price opinion (BPO) of your home: they look at it from the outside and compare it with recent sales nearby. They do not need to come inside.`;
export const FEE_HEADING = msg`What it costs`;
export const feeText = (fee: string) =>
  msg`The valuation fee is ${fee}. By ordering the valuation you agree to pay this fee.`;
export const VALUATION_STEPS = [
  msg`The valuation usually takes 3 to 5 business days. You do not need to do anything.`,
  msg`The agent may drive by your home. They do not need to come inside.`,
  msg`When the valuation is back, we review it and take you to your next step.`,
];

const noFields = {};
const noRules = object({});

/**
 * The body of bpo/condition and bpo/order-bpo: why a valuation is needed (the screen's words), what
 * a valuation is, its fee (the organisation's, else the default disclosure's: docs/journey.md#fees)
 * and what happens next; "Order valuation" sends `POST .../bpo {}`, then the routing decides.
 */
export function OrderValuation({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const organisation = useAppSelector(selectOrganisation);
  const fee = useMemo(() => valuationFeeOf(mergedPricing(organisation)), [organisation]);
  const [orderBpo] = useOrderBpoMutation();
  const submit = useStepSubmit((applicationUuid) => orderBpo({ applicationUuid }).unwrap());
  return (
    <Screen>
      <StepForm
        initialValues={noFields}
        validationSchema={noRules}
        onSubmit={submit}
        submitLabel={t(ORDER_VALUATION_LABEL)}
      >
        {children}
        <h2 className="stop-page__heading">{t(WHAT_IS_A_VALUATION_HEADING)}</h2>
        <p>{t(WHAT_IS_A_VALUATION_TEXT)}</p>
        <h2 className="stop-page__heading">{t(FEE_HEADING)}</h2>
        <p>{t(feeText(formatFee(fee)))}</p>
        <NextSteps steps={VALUATION_STEPS.map((step) => t(step))} />
      </StepForm>
      <GetHelp heading={t`Questions about the valuation?`} />
    </Screen>
  );
}
