import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { object } from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { phoneDigits } from '../../../contract/phone';
import { PhoneField } from '../../../forms/PhoneField';
import { phoneSchema } from '../../../forms/schemas/phone';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import { useApplicationUuid } from '../../application';
import { appPath, push, selectLocation } from '../../navigation';
import { BackToTasks } from '../ConditionPage';
import { useUpdatePhoneNumberMutation } from '../phoneApi';
import { conditionParam } from '../conditionView';
import { useApplicationConditions, useRefreshConditions } from '../useConditions';

export { titles } from '../titles';

export const PHONE_LABEL = msg`Phone number`;
export const PHONE_HINT = msg`A mobile or home number in the US, like (555) 010-0123.`;
export const SAVE_PHONE_LABEL = msg`Save phone number`;
export const PHONE_INTRO = msg`The lender needs a phone number to reach you about your application.`;

export interface PhoneNumberValues {
  phoneNumber: string;
}

type Values = PhoneNumberValues;

export const phoneNumberSchema = object({ phoneNumber: phoneSchema() });

/** The call's body: the number's 10 digits (valid values: the schema ran first). */
export const phoneNumberOf = ({ phoneNumber }: PhoneNumberValues) => ({
  phoneNumber: phoneDigits(phoneNumber) ?? phoneNumber,
});

/**
 * /account/heloc/{uuid}/conditions/phone-number: the borrower's phone number, sent as 10 digits
 * with `PUT /service-profile/api/v1/profile/phone { phoneNumber }` (the lender's missing phone
 * number is then satisfied); then the conditions are read again and the borrower is back on the
 * dashboard. The condition's note (`?condition=`) is shown when there is one.
 */
export default function ConditionPhoneNumberScreen() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const applicationUuid = useApplicationUuid();
  const { search } = useAppSelector(selectLocation);
  const { conditions } = useApplicationConditions(applicationUuid);
  const conditionUuid = conditionParam(search);
  const note = conditions
    ?.find((condition) => condition.uuid === conditionUuid)
    ?.commentsToBorrower?.trim();
  const [updatePhoneNumber] = useUpdatePhoneNumberMutation();
  const refresh = useRefreshConditions();
  const [initialValues] = useState<Values>({ phoneNumber: '' });
  const dashboard = `/${applicationUuid ?? ''}/conditions`;

  const submit = async ({ phoneNumber }: Values) => {
    await updatePhoneNumber(phoneNumberOf({ phoneNumber })).unwrap();
    if (applicationUuid) await refresh(applicationUuid);
    dispatch(push(appPath(dashboard)));
  };

  return (
    <Screen>
      <BackToTasks to={dashboard} />
      <StepForm
        initialValues={initialValues}
        validationSchema={phoneNumberSchema}
        onSubmit={submit}
        submitLabel={t(SAVE_PHONE_LABEL)}
      >
        <p>{t(PHONE_INTRO)}</p>
        {note ? (
          <p className="condition-request__comments">
            <strong>
              <Trans>From the lender:</Trans>{' '}
            </strong>
            {note}
          </p>
        ) : null}
        <PhoneField name="phoneNumber" label={t(PHONE_LABEL)} hint={t(PHONE_HINT)} />
      </StepForm>
    </Screen>
  );
}
