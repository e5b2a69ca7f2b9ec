import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { object } from 'yup';
import { OwnWordsError } from '../../../api/errors';
import { Link } from '../../../ui/Link';
import { hasSession } from '../../../api/session';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { Loader } from '../../../ui/Loader';
import { Screen } from '../../../ui/Screen';
import { SupportContact } from '../../../ui/SupportContact';
import { EsignConsent, esignConsentSchema, shownEsignConsentVersion } from '../../disclosures';
import { loginDestination, navigationRequested, selectLocation, stepUrl } from '../../navigation';
import { type Profile, useGetProfileQuery } from '../../profile';
import { type AddressValues, EMPTY_VALUES } from '../answers';
import {
  AddressQuestions,
  IncomeQuestions,
  SaleStatusQuestion,
  SoftCreditConsent,
} from '../questions';
import { useStartApplicationMutation } from '../registrationApi';
import { propertyAndIncomeBody } from '../registrationRequest';
import { useLicences } from '../licences';
import {
  addressSchema,
  incomeInfoSchema,
  type Licences,
  saleStatusSchema,
  softCreditConsentSchema,
} from '../registrationSchemas';
import { searchWithoutStep } from '../steps';
import '../registration.css';

export { titles } from '../titles';

export const START_APPLICATION_LABEL = msg`Start application`;
/** What a visitor without a session is told under the page's heading. */
export const SIGN_IN_FIRST = msg`To start an application with your account, sign in first.`;
/** The lender's answer could not be read into an application (should not happen). */
export const MISSING_ANSWERS_MESSAGE = msg`Check your answers and try again.`;

interface SetupValues {
  address: AddressValues;
  planToSell: '' | 'yes' | 'no';
  annualIncome: string;
  employmentType: string;
  softCreditConsent: boolean;
  esignConsent: boolean;
}

/** The page's rules: the registration's, the home checked against the licences (when known). */
export const accountSetupSchema = (licences: Licences) =>
  object({
    address: addressSchema(licences),
    planToSell: saleStatusSchema.fields.planToSell,
    annualIncome: incomeInfoSchema.fields.annualIncome,
    employmentType: incomeInfoSchema.fields.employmentType,
    softCreditConsent: softCreditConsentSchema,
    esignConsent: esignConsentSchema,
  });

/** The profile's home address, when it has one, saves typing it again. */
function addressOf(profile: Profile | null | undefined): AddressValues {
  const home = profile?.addresses[0];
  if (!home) return EMPTY_VALUES['property-info'].address;
  return { street1: home.street1, city: home.city, state: home.state, zip: home.zip };
}

/**
 * /account/heloc/register/account-setup (docs/journey.md): a signed-in person without an
 * application answers the property and income questions on one page and starts one (`POST
 * /service-application/api/v1/application/heloc`), which then opens at its own route, where the
 * routing decides. Reading chosen: the person is known, so the four questions fit one page with a
 * heading per group. The consent to electronic documents is asked here too: it covers one
 * application and its line, and this is a new one (docs/journey.md#the-e-sign-consent). A visitor without a session may open the page
 * (docs/routing.md#roles-and-who-may-open-what) and is offered the sign-in page (back here after)
 * or the registration.
 */
export default function AccountSetupScreen() {
  return hasSession() ? <StartApplication /> : <SignInFirst />;
}

function SignInFirst() {
  const { t } = useLingui();
  const location = useAppSelector(selectLocation);
  const signIn = loginDestination(location);
  return (
    // The route's heading either way (a visitor may open this page,
    // docs/routing.md#roles-and-who-may-open-what); what to do comes first under it.
    <Screen>
      <p>{t(SIGN_IN_FIRST)}</p>
      <ul>
        {signIn.kind === 'page' ? (
          <li>
            <a href={signIn.href}>
              <Trans>Sign in to your account</Trans>
            </a>
          </li>
        ) : null}
        <li>
          <Trans>
            New here?{' '}
            <Link to={{ pathname: '/register', search: searchWithoutStep(location.search) }}>
              Create an account and apply
            </Link>
          </Trans>
        </li>
      </ul>
      <SupportContact />
    </Screen>
  );
}

function StartApplication() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { search } = useAppSelector(selectLocation);
  const profile = useGetProfileQuery();
  const [startApplication] = useStartApplicationMutation();
  const licences = useLicences();
  const schema = useMemo(() => accountSetupSchema(licences), [licences]);

  if (profile.isLoading) {
    return (
      <Screen>
        <Loader label={t`Loading your details`} />
      </Screen>
    );
  }

  const initialValues: SetupValues = {
    address: addressOf(profile.data),
    planToSell: '',
    annualIncome: '',
    employmentType: '',
    softCreditConsent: false,
    esignConsent: false,
  };

  const submit = async (values: SetupValues) => {
    const body = propertyAndIncomeBody(
      { address: values.address },
      { planToSell: values.planToSell },
      { annualIncome: values.annualIncome, employmentType: values.employmentType },
      shownEsignConsentVersion(),
    );
    if (!body) throw new OwnWordsError(MISSING_ANSWERS_MESSAGE);
    const { applicationUuid } = await startApplication(body).unwrap();
    dispatch(navigationRequested({ method: 'replace', to: stepUrl(applicationUuid, '', search) }));
  };

  return (
    <Screen>
      <p>
        <Trans>
          Tell us about the home you want to borrow against and your income. We then check your
          credit with a soft pull and show you an offer.
        </Trans>
      </p>
      <StepForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
        submitLabel={t(START_APPLICATION_LABEL)}
      >
        <h2>
          <Trans>Your home</Trans>
        </h2>
        <AddressQuestions />
        <SaleStatusQuestion />
        <h2>
          <Trans>Your income</Trans>
        </h2>
        <IncomeQuestions />
        <SoftCreditConsent />
        <EsignConsent />
      </StepForm>
      <p className="registration-help">
        <Trans>
          Questions about applying?{' '}
          <Link to={{ pathname: '/register/support', search }}>Get help with your application</Link>
          .
        </Trans>
      </p>
    </Screen>
  );
}
