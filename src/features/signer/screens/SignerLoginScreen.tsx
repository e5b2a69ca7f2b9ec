import { useEffect } from 'react';
import { object, string } from 'yup';
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
import { useSignInMutation } from '../signerApi';

export const SIGN_IN_LABEL = 'Sign in';
export const EMAIL_REQUIRED = 'Enter your e-mail address';
export const EMAIL_FORMAT = 'Enter an e-mail address in the correct format, like name@example.com';
export const PASSWORD_REQUIRED = 'Enter your password';

interface Values {
  email: string;
  password: string;
}

const initialValues: Values = { email: '', password: '' };

export const signerLoginSchema = object({
  email: string().trim().required(EMAIL_REQUIRED).email(EMAIL_FORMAT),
  password: string().required(PASSWORD_REQUIRED),
});

/**
 * /account/heloc/heloc-signer/login: the additional signer's own sign-in (docs/journey.md,
 * "The additional signer"), e-mail and password. Signed in, the page loads afresh at the resume
 * page (so the lender's page carries the signer's organisation), which finds their step. Someone
 * already signed in goes straight there.
 */
export default function SignerLoginScreen() {
  const dispatch = useAppDispatch();
  const [signIn] = useSignInMutation();
  const signedIn = hasSession();

  useEffect(() => {
    if (signedIn) dispatch(navigationRequested({ method: 'replace', to: SIGNER_RESUME_PATH }));
  }, [dispatch, signedIn]);

  const submit = async (values: Values) => {
    const { jwt } = await signIn({
      email: values.email.trim(),
      password: values.password,
    }).unwrap();
    saveToken(jwt);
    dispatch(fullPageNavigationRequested({ href: SIGNER_RESUME_PATH }));
  };

  return (
    <Screen>
      <p>Sign in with the e-mail address your invitation was sent to.</p>
      <StepForm
        initialValues={initialValues}
        validationSchema={signerLoginSchema}
        onSubmit={submit}
        submitLabel={SIGN_IN_LABEL}
      >
        <TextField
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
      </StepForm>
    </Screen>
  );
}
