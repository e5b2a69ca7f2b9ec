import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { object, string } from 'yup';
import { failedCallOf, OwnWordsError } from '../../../api/errors';
import { hasSession, saveToken } from '../../../api/session';
import { useAppDispatch } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { TextField } from '../../../forms/TextField';
import { Screen } from '../../../ui/Screen';
import {
  fullPageNavigationRequested,
  navigationRequested,
  SIGNER_RESUME_PATH,
} from '../../navigation';
import type { Translate } from '../../signing';
import { useSignInMutation } from '../signerApi';

export { titles } from '../titles';

export const SIGN_IN_LABEL = msg`Sign in`;
export const EMAIL_REQUIRED = msg`Enter your e-mail address`;
export const EMAIL_FORMAT = msg`Enter an e-mail address in the correct format, like name@example.com`;
export const PASSWORD_REQUIRED = msg`Enter your password`;
/**
 * What a refused sign-in says when the lender refuses it in the words that end a session elsewhere
 * (a 401 or 403 "unauthenticated" or "invalid signature"): those words are the protocol's, not a
 * person's (docs/routing.md#the-additional-signers-place). A 401 in the lender's own words shows
 * them.
 */
export const SIGN_IN_REFUSED = msg`We could not sign you in. Check your e-mail address and password, and try again.`;

/**
 * Whether a failed sign-in is the lender's refusal in the protocol's words, as the request layer
 * judged it (docs/requests.md#errors). A 401 in the lender's own words ("The e-mail or password is
 * incorrect.") is not: it shows as it is.
 */
const refusedAsSession = (error: unknown) => failedCallOf(error)?.refusedAsSession === true;

interface Values {
  email: string;
  password: string;
}

const initialValues: Values = { email: '', password: '' };

/** The sign-in's rules, their messages written out by `translate` (`t` from useLingui). */
export const signerLoginSchema = (translate: Translate) =>
  object({
    email: string().trim().required(translate(EMAIL_REQUIRED)).email(translate(EMAIL_FORMAT)),
    password: string().required(translate(PASSWORD_REQUIRED)),
  });

/**
 * /account/heloc/heloc-signer/login: the additional signer's own sign-in (docs/journey.md,
 * "The additional signer"), e-mail and password. Signed in, the page loads afresh at the resume
 * page (so the lender's page carries the signer's organisation), which finds their step. Someone
 * already signed in goes straight there.
 */
export default function SignerLoginScreen() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const schema = useMemo(() => signerLoginSchema(t), [t]);
  const [signIn] = useSignInMutation();
  const signedIn = hasSession();

  useEffect(() => {
    if (signedIn) dispatch(navigationRequested({ method: 'replace', to: SIGNER_RESUME_PATH }));
  }, [dispatch, signedIn]);

  const submit = async (values: Values) => {
    const { jwt } = await signIn({
      email: values.email.trim(),
      password: values.password,
    })
      .unwrap()
      .catch((error: unknown) => {
        throw refusedAsSession(error) ? new OwnWordsError(SIGN_IN_REFUSED) : error;
      });
    saveToken(jwt);
    dispatch(fullPageNavigationRequested({ href: SIGNER_RESUME_PATH }));
  };

  return (
    <Screen>
      <p>
        <Trans>Sign in with the e-mail address your invitation was sent to.</Trans>
      </p>
      <StepForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
        submitLabel={t(SIGN_IN_LABEL)}
      >
        <TextField
          name="email"
          label={t`Email address`}
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
        <TextField
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
        />
      </StepForm>
    </Screen>
  );
}
