/**
 * The developer login toolbar (docs/supporting-areas.md#developer-login-toolbar): a region
 * "Developer login" on app pages, collapsed by default; Email + Password + "Log in", or JWT +
 * "Use token"; after login, a fresh page load at /{uuid} of the first active HELOC; on failure
 * "Something unexpected happened logging you in". Rendered in the real app (jest is not a
 * production build, so the toolbar is there, as in development).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recentLogEntries } from '../../src/lib/logger';
import {
  APPLICATIONS_URL,
  DEV_LOGIN_FAILED,
  DEV_LOGIN_URL,
  devLoginDestination,
} from '../../src/features/devtools/devLogin';
import { APPLICATION_UUID, makeApplication, TEST_JWT } from '../support/fixtures';
import { flush, renderApp } from '../support/renderApp';
import { FINDING_NEXT_STEP } from '../support/routeExpectations';
import { server, url, useMockServer, OFF_CONTRACT } from '../support/server';
import { stopStores } from '../support/runningStores';

useMockServer();

const SIGNER_LOGIN = '/account/heloc/heloc-signer/login';
const NEW_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZXYifQ.ZGV2LXNpZ25hdHVyZQ';
const PASSWORD = 'correct horse battery staple';
const CLOSED_UUID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const ACTIVE_UUID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const toolbar = () => screen.findByRole('region', { name: 'Developer login' });
const toggle = (region: HTMLElement) =>
  within(region).getByRole('button', { name: 'Developer login' });

/** The toolbar, opened. */
async function openToolbar() {
  const user = userEvent.setup({ delay: null });
  const region = await toolbar();
  await user.click(toggle(region));
  return { user, region };
}

/** Records the login calls: the bodies sent and the Authorization of the applications read. */
function answerLogin({
  login = () => HttpResponse.json({ jwt: NEW_JWT }),
  applications = () =>
    HttpResponse.json([
      makeApplication({ uuid: CLOSED_UUID, state: 'COMPLETE' }),
      makeApplication({ uuid: ACTIVE_UUID, state: 'OFFER_SELECTION' }),
    ]),
}: {
  login?: () => Response;
  applications?: () => Response;
} = {}) {
  const calls = { loginBodies: [] as unknown[], applicationsAuth: [] as (string | null)[] };
  server.use(
    http.post(url(DEV_LOGIN_URL), async ({ request }) => {
      calls.loginBodies.push(await request.json());
      return login();
    }),
    http.get(url(APPLICATIONS_URL), ({ request }) => {
      calls.applicationsAuth.push(request.headers.get('Authorization'));
      return applications();
    }),
  );
  return calls;
}

let consoleSpies: jest.SpyInstance[] = [];
beforeEach(() => {
  consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
    jest.spyOn(console, level),
  );
});

afterEach(() => {
  const printed = JSON.stringify(consoleSpies.flatMap((spy) => spy.mock.calls));
  consoleSpies.forEach((spy) => spy.mockRestore());
  stopStores();
  localStorage.clear();
  // Never the password or a token, in the console or the app's log.
  const logged = JSON.stringify(recentLogEntries());
  for (const secret of [PASSWORD, NEW_JWT]) {
    expect(printed).not.toContain(secret);
    expect(logged).not.toContain(secret);
  }
});

test('a region "Developer login" on an app page, collapsed until its button opens it', async () => {
  renderApp(SIGNER_LOGIN, { signedIn: false });
  const region = await toolbar();
  const button = toggle(region);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(within(region).queryByLabelText('Email')).not.toBeInTheDocument();
  expect(within(region).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();

  const user = userEvent.setup({ delay: null });
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(button.getAttribute('aria-controls')!);
  expect(panel).toBeInTheDocument();
  expect(within(region).getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(within(region).getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(within(region).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(within(region).getByLabelText('JWT')).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Use token' })).toBeInTheDocument();
  // The page's own sign-in form keeps its own fields.
  expect(screen.getAllByLabelText('Password')).toHaveLength(2);

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(within(region).queryByLabelText('JWT')).not.toBeInTheDocument();
});

test('is on a signed-in application page too', async () => {
  renderApp(`/account/heloc/${APPLICATION_UUID}`);
  expect(await toolbar()).toBeInTheDocument();
});

test('Email and Password log in and open /{uuid} of the first active HELOC', async () => {
  const calls = answerLogin();
  const { history } = renderApp(SIGNER_LOGIN, { signedIn: false });
  const { user, region } = await openToolbar();
  await user.type(within(region).getByLabelText('Email'), ' dev@example.com ');
  await user.type(within(region).getByLabelText('Password'), PASSWORD);
  await user.click(within(region).getByRole('button', { name: 'Log in' }));

  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(history.pagesOpened).toEqual([`/account/heloc/${ACTIVE_UUID}`]);
  expect(calls.loginBodies).toEqual([{ email: 'dev@example.com', password: PASSWORD }]);
  expect(calls.applicationsAuth).toEqual([`Bearer ${NEW_JWT}`]);
  expect(localStorage.getItem('jwt')).toBe(NEW_JWT);
});

test('a JWT is used as it is ("Use token"), replacing the session held before', async () => {
  const calls = answerLogin();
  localStorage.setItem('heloc_uuid', APPLICATION_UUID);
  const { history } = renderApp(`/account/heloc/${APPLICATION_UUID}`);
  // The step's screen has settled (its arrival moves focus to its heading).
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(FINDING_NEXT_STEP),
  );
  await flush();
  const { user, region } = await openToolbar();
  await user.type(within(region).getByLabelText('JWT'), NEW_JWT);
  await user.click(within(region).getByRole('button', { name: 'Use token' }));

  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(calls.loginBodies).toEqual([]);
  expect(calls.applicationsAuth).toEqual([`Bearer ${NEW_JWT}`]);
  expect(history.pagesOpened).toEqual([`/account/heloc/${ACTIVE_UUID}`]);
  expect(localStorage.getItem('jwt')).toBe(NEW_JWT);
  // The previous person's application is not kept for the next.
  expect(localStorage.getItem('heloc_uuid')).toBeNull();
});

test.each([
  [
    'refused credentials (401)',
    {
      login: () =>
        HttpResponse.json(
          { errors: [{ message: 'The e-mail or password is incorrect' }] },
          { status: 401 },
        ),
    },
  ],
  [
    'a 400',
    {
      login: () =>
        HttpResponse.json(
          { errors: [{ field: 'email', message: 'Enter your e-mail and password' }] },
          { status: 400 },
        ),
    },
  ],
  ['an answer without a jwt', { login: () => HttpResponse.json({ token: 'x' }, OFF_CONTRACT) }],
  ['no answer at all', { login: () => HttpResponse.error() }],
  ['the applications not read', { applications: () => HttpResponse.json({}, { status: 500 }) }],
  [
    'applications that are not a list',
    { applications: () => HttpResponse.json({ uuid: 'x' }, OFF_CONTRACT) },
  ],
])(
  'Log in fails with the documented message on %s, keeping the typed values and the session',
  async (_name, answers) => {
    answerLogin(answers);
    const { history } = renderApp(SIGNER_LOGIN, { signedIn: false });
    localStorage.setItem('jwt', TEST_JWT);
    const { user, region } = await openToolbar();
    await user.type(within(region).getByLabelText('Email'), 'dev@example.com');
    await user.type(within(region).getByLabelText('Password'), PASSWORD);
    await user.click(within(region).getByRole('button', { name: 'Log in' }));

    const message = await within(region).findByText(DEV_LOGIN_FAILED);
    expect(DEV_LOGIN_FAILED).toBe('Something unexpected happened logging you in');
    // In the form's error summary, which takes focus so it is read out.
    const summary = message.closest('.error-summary') as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(region).getByLabelText('Email')).toHaveValue('dev@example.com');
    expect(within(region).getByLabelText('Password')).toHaveValue(PASSWORD);
    expect(localStorage.getItem('jwt')).toBe(TEST_JWT);
    expect(history.pagesOpened).toEqual([]);
  },
);

test('a JWT the lender refuses fails without ending the current session', async () => {
  answerLogin({
    applications: () =>
      HttpResponse.json({ errors: [{ message: 'Unauthenticated' }] }, { status: 401 }),
  });
  const { history } = renderApp(SIGNER_LOGIN, { signedIn: false });
  localStorage.setItem('jwt', TEST_JWT);
  const { user, region } = await openToolbar();
  await user.type(within(region).getByLabelText('JWT'), 'not-a-real-token');
  await user.click(within(region).getByRole('button', { name: 'Use token' }));
  expect(await within(region).findByText(DEV_LOGIN_FAILED)).toBeInTheDocument();
  expect(within(region).getByLabelText('JWT')).toHaveValue('not-a-real-token');
  expect(localStorage.getItem('jwt')).toBe(TEST_JWT);
  expect(history.pagesOpened).toEqual([]);
});

test('asks for what is missing before calling anything', async () => {
  const calls = answerLogin();
  renderApp(SIGNER_LOGIN, { signedIn: false });
  const { user, region } = await openToolbar();
  await user.click(within(region).getByRole('button', { name: 'Log in' }));
  expect(
    await within(region).findByText('Enter the email address', { selector: 'p *, p' }),
  ).toBeInTheDocument();
  expect(within(region).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(within(region).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  await user.click(within(region).getByRole('button', { name: 'Use token' }));
  expect(
    await within(region).findByText('Enter a JWT', { selector: 'p *, p' }),
  ).toBeInTheDocument();
  expect(calls.loginBodies).toEqual([]);
  expect(calls.applicationsAuth).toEqual([]);
});

test('the sign-in page link follows the redirect rule', async () => {
  renderApp(`${SIGNER_LOGIN}?pop-webchat`, { signedIn: false });
  const { region } = await openToolbar();
  expect(within(region).getByRole('link', { name: 'Open the sign-in page' })).toHaveAttribute(
    'href',
    `/auth/login?redirectUrl=${encodeURIComponent(`${SIGNER_LOGIN}?pop-webchat`)}`,
  );
});

describe('devLoginDestination', () => {
  test('is /{uuid} of the first application not closed, in the order the lender lists them', () => {
    expect(
      devLoginDestination([
        makeApplication({ uuid: CLOSED_UUID, state: 'DECLINED' }),
        makeApplication({ uuid: ACTIVE_UUID, state: 'APP_SUBMISSION' }),
        makeApplication({ uuid: APPLICATION_UUID, state: 'OFFER_SELECTION' }),
      ]),
    ).toBe(`/account/heloc/${ACTIVE_UUID}`);
  });

  test('is the app root when every application is closed, or there is none', () => {
    expect(
      devLoginDestination([
        makeApplication({ uuid: CLOSED_UUID, state: 'COMPLETE' }),
        makeApplication({ uuid: ACTIVE_UUID, state: 'CANCELLED' }),
      ]),
    ).toBe('/account/heloc/');
    expect(devLoginDestination([])).toBe('/account/heloc/');
  });
});
