import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { boolean, object } from 'yup';
import { useFormikContext } from 'formik';
import { useAppSelector } from '../../../app/hooks';
import { ChoiceField } from '../../../forms/ChoiceField';
import { choiceSchema } from '../../../forms/schemas/choice';
import { StepForm } from '../../../forms/StepForm';
import { Screen } from '../../../ui/Screen';
import {
  AUTOPAY_MESSAGES,
  type AutopayAuthorizationVersion,
  type AutopayTerms,
  autopayAuthorizationText,
} from '../../../contract/autopayAuthorization';
import { yupMessage } from '../../../forms/schemas/messages';
import { PAY_TYPES } from '../../../contract/application';
import { selectCurrentApplication } from '../../application';
import type { HelocApplication } from '../../application';
import { selectCompanyInfo } from '../../organisation';
import { useStepSubmit } from '../../routing';
import {
  AutopayAuthorization,
  autopayTermsOf,
  shownAutopayAuthorization,
  useAutopayAuthorizationVersion,
} from '../autopayAuthorization';
import { type PayType, useSetPayTypeMutation } from '../bankApi';

export { titles } from '../titles';

export const CONTINUE_LABEL = msg`Continue`;
export const AUTOPAY_LEGEND = msg`Pay automatically from this account?`;
/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export const AUTOPAY_MESSAGE = AUTOPAY_MESSAGES.payType;
export const AUTHORIZE_MESSAGE = AUTOPAY_MESSAGES.missing;
export const AUTOPAY_UNAVAILABLE_MESSAGE = msg`We cannot set up automatic payments from this account yet. Choose No to pay each month yourself`;

/** Named as the call's body, so a 400 about `payType` or the authorization lands on its field. */
interface Values {
  payType: PayType | '';
  /** The box "I authorize …", asked once Yes is chosen. */
  autopayAuthorization: boolean;
}

/**
 * The form's rules: Yes needs the authorization ticked, and terms to authorize (an account and a
 * payment to name); No needs neither. `unavailable` is AUTOPAY_UNAVAILABLE_MESSAGE, written out.
 */
export function autopaySchema(termsKnown: boolean, unavailable: string) {
  return object({
    payType: choiceSchema(PAY_TYPES, AUTOPAY_MESSAGE).test(
      'autopay-terms',
      unavailable,
      (payType) => termsKnown || payType !== 'AUTOPAY',
    ),
    autopayAuthorization: boolean().when('payType', {
      is: (payType: unknown) => termsKnown && payType === 'AUTOPAY',
      then: (ticked) =>
        ticked.oneOf([true], yupMessage(AUTHORIZE_MESSAGE)).required(yupMessage(AUTHORIZE_MESSAGE)),
    }),
  });
}

/** Whether two sets of terms make the same text of `version`. */
const sameText = (a: AutopayTerms, b: AutopayTerms, version: AutopayAuthorizationVersion) =>
  JSON.stringify(autopayAuthorizationText(a, version)) ===
  JSON.stringify(autopayAuthorizationText(b, version));

/**
 * The answer the lender has (a second visit), or none; the box ticked when the lender holds this
 * very authorization (the version shown, the same text for the same terms).
 */
const initialValuesOf = (
  application: HelocApplication | null,
  terms: AutopayTerms | null,
  version: AutopayAuthorizationVersion,
): Values => {
  const recorded = application?.autopayAuthorization;
  return {
    payType: application?.payType ?? '',
    autopayAuthorization:
      application?.payType === 'AUTOPAY' &&
      recorded?.version === version &&
      terms !== null &&
      sameText(recorded.terms, terms, version),
  };
};

/**
 * What the page says of the payments, naming the account the funds go to as the application
 * shows it: "… from your checking account ending in 4321, …".
 */
function AutopayIntro({ application }: { application: HelocApplication | null }) {
  const { t } = useLingui();
  const account = application?.disburseAccount;
  const mask = account?.mask;
  if (!mask) {
    return (
      <Trans>
        Your monthly payments can be taken automatically from the account you gave for your funds,
        on their due date. If you say no, you will pay each month yourself.
      </Trans>
    );
  }
  // One sentence, the account's kind chosen within it (ICU select), so a translation words the
  // kind as its grammar needs.
  const kind = account.accountType ?? 'OTHER';
  return t`Your monthly payments can be taken automatically from your ${select(kind, {
    CHECKING: 'checking account',
    SAVINGS: 'savings account',
    other: 'account',
  })} ending in ${mask}, on their due date. If you say no, you will pay each month yourself.`;
}

/** The authorization, once Yes is chosen (docs/journey.md#automatic-payments-and-their-authorization). */
function AuthorizationOnYes({ terms }: { terms: AutopayTerms | null }) {
  const { values } = useFormikContext<Values>();
  return values.payType === 'AUTOPAY' ? <AutopayAuthorization terms={terms} /> : null;
}

/**
 * /account/heloc/{uuid}/bank/autopay: "Pay automatically from this account?" (the account the
 * funds go to) Yes / No. Yes shows the authorization of automatic payments and its box, which must
 * be ticked; then `PUT .../autopay { payType, autopayAuthorization }` (No: `{ payType }` alone),
 * and the routing decides.
 */
export default function AutopayScreen() {
  const { t } = useLingui();
  const application = useAppSelector(selectCurrentApplication);
  const company = useAppSelector(selectCompanyInfo);
  const [setPayType] = useSetPayTypeMutation();
  const terms = autopayTermsOf(application, company, application?.disburseAccount?.mask);
  // Read once: formik keeps its own values after the first render.
  const version = useAutopayAuthorizationVersion();
  const [initialValues] = useState(() => initialValuesOf(application, terms, version));
  const submit = useStepSubmit((applicationUuid, values: Values) =>
    setPayType(
      values.payType === 'AUTOPAY'
        ? { applicationUuid, payType: 'AUTOPAY', autopayAuthorization: shownAutopayAuthorization() }
        : { applicationUuid, payType: 'MANUAL' },
    ).unwrap(),
  );
  /** Yes is AUTOPAY (payments taken from the account), No is MANUAL (paid by hand). */
  const choices = [
    { value: 'AUTOPAY', label: t`Yes` },
    { value: 'MANUAL', label: t`No` },
  ];

  return (
    <Screen>
      <StepForm
        initialValues={initialValues}
        validationSchema={autopaySchema(terms !== null, t(AUTOPAY_UNAVAILABLE_MESSAGE))}
        onSubmit={submit}
        submitLabel={t(CONTINUE_LABEL)}
      >
        <p>
          <AutopayIntro application={application} />
        </p>
        <ChoiceField name="payType" legend={t(AUTOPAY_LEGEND)} choices={choices} />
        <AuthorizationOnYes terms={terms} />
      </StepForm>
    </Screen>
  );
}
