import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MoneyField } from '../../../forms/MoneyField';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { useStepSubmit } from '../../routing';
import { useSubmitHomeValueMutation } from '../bpoApi';
import { homeValueRequest, homeValueSchema, type HomeValueValues } from '../homeValue';

export { titles } from '../titles';

export const CONTINUE_LABEL = msg`Continue`;
export const ESTIMATE_LABEL = msg`Estimated home value`;
export const ESTIMATE_HINT = msg`What you think your home would sell for today, in whole dollars.`;
export const ESTIMATE_INTRO = msg`Automated valuation tools could not value your home. Tell us what you think it is worth: we use your estimate to continue your application, and we may still need a property valuation.`;

/**
 * /account/heloc/{uuid}/bpo/estimate-value (server states NO_AVM, HOME_VALUE_ESTIMATE): the
 * borrower's estimate of the home's value, `PUT .../home-value { estimatedValue }` in whole
 * dollars; then the routing decides.
 */
export default function EstimateValueScreen() {
  const { t } = useLingui();
  const [submitHomeValue] = useSubmitHomeValueMutation();
  const [initialValues] = useState<HomeValueValues>({ estimatedValue: '' });
  const submit = useStepSubmit((applicationUuid, values: HomeValueValues) =>
    submitHomeValue({ applicationUuid, ...homeValueRequest(values) }).unwrap(),
  );
  return (
    <Screen>
      <StepForm
        initialValues={initialValues}
        validationSchema={homeValueSchema}
        onSubmit={submit}
        submitLabel={t(CONTINUE_LABEL)}
      >
        <p>{t(ESTIMATE_INTRO)}</p>
        <MoneyField name="estimatedValue" label={t(ESTIMATE_LABEL)} hint={t(ESTIMATE_HINT)} />
      </StepForm>
    </Screen>
  );
}
