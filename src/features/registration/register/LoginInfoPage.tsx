import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from '../../../ui/Link';
import { failedCallOf, OwnWordsError } from '../../../api/errors';
import { saveToken } from '../../../api/session';
import { baseApi } from '../../../api/baseApi';
import { useAppDispatch } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { TextField } from '../../../forms/TextField';
import { EsignConsent, shownEsignConsentVersion } from '../../disclosures';
import { BASE_PATH, loginDestination, navigationRequested, stepUrl } from '../../navigation';
import { clearAnswers, type RegistrationAnswers } from '../answers';
import type { KnownContact } from '../contact';
import { SoftCreditConsent } from '../questions';
import { REFERRER_PARAM } from '../referrer';
import { PERSON_TAGS, useRegisterMutation } from '../registrationApi';
import { registrationRequest } from '../registrationRequest';
import { loginInfoSchema } from '../registrationSchemas';
import { type RevisitLink, revisitLinks, searchForStep } from '../steps';

export const CREATE_ACCOUNT_LABEL = msg`Create account`;
export const PASSWORD_LABEL = msg`Password`;
export const CONFIRM_PASSWORD_LABEL = msg`Confirm password`;
export const PASSWORD_HINT = msg`Use 12 characters or more. A few unrelated words make a strong one.`;
/** Should the kept answers be incomplete when the account is asked for (another tab cleared them). */
export const MISSING_ANSWERS_MESSAGE = msg`Some of your answers are missing. Go back to the earlier questions and check them.`;

interface LoginValues {
  password: string;
  confirmPassword: string;
  softCreditConsent: boolean;
  esignConsent: boolean;
}

const initialValues: LoginValues = {
  password: '',
  confirmPassword: '',
  softCreditConsent: false,
  esignConsent: false,
};

/**
 * The last page (`?step=login-info`): a password, the soft credit pull consent and the consent to
 * receive documents and sign electronically (its text shown, docs/journey.md#the-e-sign-consent);
 * "Create account" sends every answer with both consents and the e-sign text's version
 * (`POST /identity/api/v1/registration/register`). Then the new
 * session's token is saved, what was cached about nobody is dropped, the kept answers are
 * removed, and the new application opens at its own route, where the routing decides.
 *
 * A failed call keeps every value, the password included. The lender's messages show in the
 * error summary; those about an answer on an earlier page (an e-mail address that already has
 * an account, 409) come with a link back to that page.
 */
export function LoginInfoPage({
  answers,
  knownContact,
  search,
}: {
  answers: RegistrationAnswers;
  knownContact: KnownContact | null;
  search: string;
}) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [register] = useRegisterMutation();
  const [revisit, setRevisit] = useState<RevisitLink[]>([]);
  const [emailTaken, setEmailTaken] = useState(false);

  const submit = async (values: LoginValues) => {
    setRevisit([]);
    setEmailTaken(false);
    const body = registrationRequest({
      answers,
      knownContact,
      password: values.password,
      referrer: new URLSearchParams(search).get(REFERRER_PARAM),
      esignConsentVersion: shownEsignConsentVersion(),
    });
    if (!body) throw new OwnWordsError(MISSING_ANSWERS_MESSAGE);
    try {
      const { jwt, applicationUuid } = await register(body).unwrap();
      saveToken(jwt);
      // Away first, so this page never shows again without its answers.
      dispatch(
        navigationRequested({ method: 'replace', to: stepUrl(applicationUuid, '', search) }),
      );
      clearAnswers();
      // Anything cached before is someone else's (or nobody's): it refetches with the new token.
      dispatch(baseApi.util.invalidateTags([...PERSON_TAGS]));
    } catch (error) {
      const links = revisitLinks(error);
      setRevisit(links);
      setEmailTaken(
        failedCallOf(error)?.status === 409 && links.some((link) => link.step === 'contact-info'),
      );
      throw error;
    }
  };

  const signIn = loginDestination({ pathname: `${BASE_PATH}/`, search: '' });

  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={loginInfoSchema}
      onSubmit={submit}
      submitLabel={t(CREATE_ACCOUNT_LABEL)}
      summaryActions={
        revisit.length > 0 ? (
          <ul className="registration-revisit" aria-label={t`Change your answers`}>
            {revisit.map((link) => (
              <li key={link.label.id}>
                <Link to={`/register${searchForStep(search, link.step)}`}>{t(link.label)}</Link>
              </li>
            ))}
            {emailTaken && signIn.kind === 'page' ? (
              <li>
                <a href={signIn.href}>
                  <Trans>Sign in to your account</Trans>
                </a>
              </li>
            ) : null}
          </ul>
        ) : null
      }
    >
      <TextField
        name="password"
        type="password"
        label={t(PASSWORD_LABEL)}
        hint={t(PASSWORD_HINT)}
        autoComplete="new-password"
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={t(CONFIRM_PASSWORD_LABEL)}
        autoComplete="new-password"
      />
      <SoftCreditConsent />
      <EsignConsent />
    </StepForm>
  );
}
