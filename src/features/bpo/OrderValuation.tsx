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

export const ORDER_VALUATION_LABEL = 'Order valuation';
export const WHAT_IS_A_VALUATION_HEADING = 'What is a property valuation?';
export const WHAT_IS_A_VALUATION_TEXT =
  'A local real estate professional prepares a broker price opinion (BPO) of your home: they look at it from the outside and compare it with recent sales nearby. They do not need to come inside.';
export const FEE_HEADING = 'What it costs';
export const feeText = (fee: string) =>
  `The valuation fee is ${fee}. By ordering the valuation you agree to pay this fee.`;
export const VALUATION_STEPS = [
  'The valuation usually takes 3 to 5 business days. You do not need to do anything.',
  'The agent may drive by your home. They do not need to come inside.',
  'When the valuation is back, we review it and take you to your next step.',
];

const noFields = {};
const noRules = object({});

/**
 * The body of bpo/condition and bpo/order-bpo: why a valuation is needed (the screen's words), what
 * a valuation is, its fee (the organisation's, else the default disclosure's: docs/journey.md#fees)
 * and what happens next; "Order valuation" sends `POST .../bpo {}`, then the routing decides.
 */
export function OrderValuation({ children }: { children: ReactNode }) {
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
        submitLabel={ORDER_VALUATION_LABEL}
      >
        {children}
        <h2 className="stop-page__heading">{WHAT_IS_A_VALUATION_HEADING}</h2>
        <p>{WHAT_IS_A_VALUATION_TEXT}</p>
        <h2 className="stop-page__heading">{FEE_HEADING}</h2>
        <p>{feeText(formatFee(fee))}</p>
        <NextSteps steps={VALUATION_STEPS} />
      </StepForm>
      <GetHelp heading="Questions about the valuation?" />
    </Screen>
  );
}
