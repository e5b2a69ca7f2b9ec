/**
 * The developer login toolbar (docs/supporting-areas.md#developer-login-toolbar): on every app page of a build other than production, a region labelled "Developer
 * login", collapsed by default and opened by its button, to sign in with Email and Password
 * ("Log in") or with a JWT ("Use token"). After login the page loads afresh at /{uuid} of the
 * person's first active HELOC (a full page load, so nothing of the previous person's data stays
 * in the store). A failure shows "Something unexpected happened logging you in" in the
 * form's error summary, which takes focus. The sign-in page link follows the documented redirect rule
 * (loginPageUrl: redirectUrl only for a path starting with a slash and a lowercase letter).
 *
 * Only DevLoginToolbarSlot imports this module, with import() behind a compile-time
 * NODE_ENV check, so a production build holds none of its code or words.
 */
import { useId, useState } from 'react';
import { object, string } from 'yup';
import { saveToken } from '../../api/session';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { StepForm } from '../../forms/StepForm';
import { TextField } from '../../forms/TextField';
import { clearOnLogout } from '../../lib/browserStorage';
import { fullPageNavigationRequested, loginPageUrl, selectLocation } from '../navigation';
import { devLogin, type DevLoginInput, requestApiOf } from './devLogin';
import './devLoginToolbar.dev.css';

export const DEV_LOGIN_TITLE = 'Developer login';
export const LOG_IN_LABEL = 'Log in';
export const USE_TOKEN_LABEL = 'Use token';
export const SIGN_IN_PAGE_LINK = 'Open the sign-in page';
// The product rules give the toolbar no validation messages; these follow the app's own ("Enter ...").
export const EMAIL_REQUIRED = 'Enter the email address';
export const PASSWORD_REQUIRED = 'Enter the password';
export const JWT_REQUIRED = 'Enter a JWT';

// Field names of their own: the page's own form may have an "email" or "password" field, and a
// field's id comes from its name.
const credentialsSchema = object({
  devLoginEmail: string().trim().required(EMAIL_REQUIRED),
  devLoginPassword: string().required(PASSWORD_REQUIRED),
});
const tokenSchema = object({ devLoginJwt: string().trim().required(JWT_REQUIRED) });

export default function DevLoginToolbar() {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const location = useAppSelector(selectLocation);

  const logIn = async (input: DevLoginInput) => {
    const { jwt, href } = await devLogin(input, requestApiOf(store, new AbortController().signal));
    // Another person's session: nothing of the previous one's is kept (as Switch Accounts does).
    clearOnLogout();
    saveToken(jwt);
    dispatch(fullPageNavigationRequested({ href }));
  };

  return (
    <section className="dev-login" aria-labelledby={headingId}>
      <h2 id={headingId} className="dev-login__heading">
        <button
          type="button"
          className="button dev-login__toggle"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {DEV_LOGIN_TITLE}
        </button>
      </h2>
      {open ? (
        <div id={panelId} className="dev-login__panel">
          <div className="dev-login__form">
            <StepForm
              initialValues={{ devLoginEmail: '', devLoginPassword: '' }}
              validationSchema={credentialsSchema}
              submitLabel={LOG_IN_LABEL}
              onSubmit={(values) =>
                logIn({ email: values.devLoginEmail.trim(), password: values.devLoginPassword })
              }
            >
              <TextField
                name="devLoginEmail"
                label="Email"
                type="email"
                autoComplete="off"
                spellCheck={false}
              />
              <TextField
                name="devLoginPassword"
                label="Password"
                type="password"
                autoComplete="off"
              />
            </StepForm>
          </div>
          <div className="dev-login__form">
            <StepForm
              initialValues={{ devLoginJwt: '' }}
              validationSchema={tokenSchema}
              submitLabel={USE_TOKEN_LABEL}
              onSubmit={(values) => logIn({ jwt: values.devLoginJwt })}
            >
              <TextField name="devLoginJwt" label="JWT" autoComplete="off" spellCheck={false} />
            </StepForm>
          </div>
          <p className="dev-login__link">
            <a href={loginPageUrl(`${location.pathname}${location.search}`)}>{SIGN_IN_PAGE_LINK}</a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
