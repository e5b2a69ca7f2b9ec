import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { Link } from '../../../ui/Link';
import { hasSession } from '../../../api/session';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DateField } from '../../../forms/DateField';
import { PhoneField } from '../../../forms/PhoneField';
import { TextField } from '../../../forms/TextField';
import { Loader } from '../../../ui/Loader';
import { Screen } from '../../../ui/Screen';
import { appPath, navigationRequested, selectLocation } from '../../navigation';
import { useGetProfileQuery } from '../../profile';
import { EMPTY_VALUES, readAnswers, type RegistrationAnswers, type StepValues } from '../answers';
import { contactPrefill, type KnownContact, knownContactOf } from '../contact';
import { AddressQuestions, IncomeQuestions, SaleStatusQuestion } from '../questions';
import { LoginInfoPage } from '../register/LoginInfoPage';
import { QuestionPage, StepCaption, stepDocumentTitle } from '../register/QuestionPage';
import { useLicences } from '../licences';
import { isStepAnswered, stepSchemas } from '../registrationSchemas';
import {
  type AnsweredStep,
  nextStep,
  previousStep,
  type RegistrationStep,
  requestedStep,
  searchForStep,
  searchWithoutStep,
  stepNumber,
  stepToShow,
} from '../steps';
import '../registration.css';

export { titles } from '../titles';

/**
 * Each page's question: the page's h1, and with its place in the walk the document title
 * (docs/accessibility.md#page-titles). The first is the route's own title.
 */
export const STEP_HEADINGS: Readonly<Record<RegistrationStep, MessageDescriptor>> = {
  'property-info': msg`Where is the home you want to borrow against?`,
  // Not a question of its own: the page's one question is its legend (LABELS.planToSell).
  'sale-status': msg`Your plans for the home`,
  'income-info': msg`What is your income?`,
  name: msg`What is your name?`,
  // Not "...date of birth?": the page is labelled by its heading, and the field is "Date of birth".
  birthdate: msg`When were you born?`,
  'contact-info': msg`How can we reach you?`,
  'login-info': msg`Create your account`,
};

/** The router path of a page of the registration, every other query value kept. */
const pagePath = (search: string, step: RegistrationStep) =>
  `/register${searchForStep(search, step)}`;

/** The questions of each page but the last (docs/journey.md's labels). */
function Questions({ step }: { step: AnsweredStep }) {
  const { t } = useLingui();
  switch (step) {
    case 'property-info':
      return <AddressQuestions />;
    case 'sale-status':
      return <SaleStatusQuestion />;
    case 'income-info':
      return <IncomeQuestions />;
    case 'name':
      return (
        <>
          <p>
            <Trans>Enter your name as it appears on your government-issued ID.</Trans>
          </p>
          <TextField name="firstName" label={t`First name`} autoComplete="given-name" />
          <TextField
            name="middleName"
            label={t`Middle name (optional)`}
            autoComplete="additional-name"
          />
          <TextField name="lastName" label={t`Last name`} autoComplete="family-name" />
        </>
      );
    case 'birthdate':
      return <DateField name="dateOfBirth" label={t`Date of birth`} autoComplete="bday" />;
    case 'contact-info':
      return (
        <>
          <TextField
            name="email"
            type="email"
            label={t`Email address`}
            hint={t`You will use it to sign in. We send your application updates there.`}
            autoComplete="email"
            spellCheck={false}
          />
          <PhoneField
            name="phone"
            label={t`Phone number`}
            hint={t`A US number, like (555) 010-0123`}
          />
        </>
      );
  }
}

/** What a page starts with: its kept values, else (contact-info) what is known, else empty. */
function initialValuesOf<Step extends AnsweredStep>(
  step: Step,
  answers: RegistrationAnswers,
  prefill: StepValues['contact-info'],
): StepValues[Step] {
  const kept = answers[step] as StepValues[Step] | undefined;
  if (kept) return kept;
  if (step === 'contact-info') return prefill as StepValues[Step];
  return EMPTY_VALUES[step];
}

/**
 * /account/heloc/register: the seven registration pages by the `step` query value
 * (docs/journey.md#registration). Continue checks the page's own questions, keeps them and opens
 * the next page, every other query value kept (referrer, org, a lead link's email and phone).
 * Contact Info is left out when the contact is known. A page opened before the earlier ones are
 * answered gives way to the first unanswered one. The last page creates the account.
 */
export default function RegisterScreen() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { search } = useAppSelector(selectLocation);
  const signedIn = hasSession();
  const profileQuery = useGetProfileQuery(undefined, { skip: !signedIn });
  // A profile that cannot be loaded only means nothing is known of the contact.
  const profile = signedIn ? (profileQuery.data ?? null) : null;
  const waitingForProfile = signedIn && profileQuery.isLoading;

  const knownContact: KnownContact | null = knownContactOf(profile, search);
  const contactKnown = knownContact !== null;
  const licences = useLicences();
  const schemas = useMemo(() => stepSchemas(licences), [licences]);
  const answers = readAnswers();
  const requested = requestedStep(search);
  // A home kept in a state the organisation does not serve is not an answer: its page again.
  const step = stepToShow(
    requested,
    contactKnown,
    (s) => s !== 'login-info' && isStepAnswered(schemas, s, answers[s]),
  );
  const misplaced = !waitingForProfile && step !== requested;

  useEffect(() => {
    if (!misplaced) return;
    dispatch(
      navigationRequested({
        method: 'replace',
        to: `${appPath('register')}${searchForStep(search, step)}`,
      }),
    );
  }, [dispatch, misplaced, search, step]);

  if (waitingForProfile || misplaced) {
    return (
      <Screen>
        <Loader label={t`Opening your registration`} />
      </Screen>
    );
  }

  const previous = previousStep(step, contactKnown);
  const next = nextStep(step, contactKnown);
  const goOn = () => {
    if (!next) return;
    dispatch(
      navigationRequested({
        method: 'push',
        to: `${appPath('register')}${searchForStep(search, next)}`,
      }),
    );
  };

  const position = stepNumber(step, contactKnown);
  const question = t(STEP_HEADINGS[step]);
  return (
    <Screen
      title={question}
      documentTitle={t(stepDocumentTitle(question, position))}
      beforeHeading={
        <StepCaption back={previous ? pagePath(search, previous) : null} position={position} />
      }
    >
      {signedIn && step === 'property-info' ? (
        <p className="registration-note">
          <Trans>
            You are signed in.{' '}
            <Link to={{ pathname: '/register/account-setup', search: searchWithoutStep(search) }}>
              Start an application with your account
            </Link>{' '}
            instead of creating a new one.
          </Trans>
        </p>
      ) : null}
      {step === 'login-info' ? (
        <LoginInfoPage answers={answers} knownContact={knownContact} search={search} />
      ) : (
        <QuestionPage
          key={step}
          step={step}
          initialValues={initialValuesOf(step, answers, contactPrefill(profile, search))}
          schema={schemas[step]}
          onContinue={goOn}
        >
          <Questions step={step} />
        </QuestionPage>
      )}
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
