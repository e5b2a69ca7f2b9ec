import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  EMAIL_FORMAT,
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  SIGN_IN_LABEL,
  SIGN_IN_REFUSED,
} from '../../src/features/signer/screens/SignerLoginScreen';
import { SIGN_IN_URL } from '../../src/features/signer/signerApi';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, url, useAdditionalSignerScenario, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

useMockServer();

const BASE = '/account/heloc';
const APP = `${BASE}/${APPLICATION_UUID}`;
const INTRO_HEADING = 'You have been added as a signer';

/** The seeded kind of additional signer: a CO_DEEDER on the borrower's v1 application. */
function asAdditionalSigner(application: Record<string, unknown> = {}) {
  const signed = useAdditionalSignerScenario('OFFER_SELECTION', application);
  server.use(
    http.get(
      url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/closing-documents`),
      () => HttpResponse.json({ documents: [] }),
    ),
    // The signer's own progress: nothing recorded yet.
    http.get(url('/service-application/api/v1/application/heloc/co-deed/status'), () =>
      HttpResponse.json({
        isCoDeeder: true,
        applications: [
          {
            applicationUuid: APPLICATION_UUID,
            coDeedStatus: signed.coDeedStatus,
            isSigner: true,
            signer: null,
          },
        ],
      }),
    ),
  );
}

describe('an additional signer never takes the borrower’s steps', () => {
  test.each([
    ['the root', `${BASE}/`],
    ['the application', `${APP}`],
    ['a routed step', `${APP}/product/select`],
    ['a page reached from within a step', `${APP}/signing/sign`],
  ])('opening %s lands in the signer area', async (_name, path) => {
    asAdditionalSigner();
    const { history, store } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: INTRO_HEADING });
    expect(history.location.pathname).toBe(`${BASE}/heloc-signer/intro`);
    // The signer's own two-step panel, and nothing of the borrower's.
    expect(screen.getByText('Identity verification')).toBeInTheDocument();
    expect(screen.queryByText('Select Offer')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your offer details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Select your offer' })).not.toBeInTheDocument();
    const decision = store.getState().routing.decisions.at(-1);
    if (path !== `${BASE}/`) {
      expect(decision).toMatchObject({ source: 'signer', navigated: true });
    }
  });

  test('a finished co-deed resumes at the documents', async () => {
    asAdditionalSigner({ coDeedStatus: 'COMPLETE' });
    const { history } = renderApp(`${BASE}/heloc-signer/resume`);
    await waitFor(() => expect(history.location.pathname).toBe(`${BASE}/heloc-signer/documents`));
  });

  test('a borrower at the resume page goes to their own application', async () => {
    const { history } = renderApp(`${BASE}/heloc-signer/resume`);
    await screen.findByRole('heading', { level: 1, name: 'Select your offer' });
    expect(history.location.pathname).toBe(`${APP}/product/select`);
  });
});

describe('the signer login', () => {
  const LOGIN = `${BASE}/heloc-signer/login`;

  test('validates, explains a refused sign-in keeping what was typed, then signs in', async () => {
    const user = userEvent.setup({ delay: null });
    const { history } = renderApp(LOGIN, { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Additional signer sign in' });

    await user.click(screen.getByRole('button', { name: i18n._(SIGN_IN_LABEL) }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: i18n._(EMAIL_REQUIRED) })).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: i18n._(PASSWORD_REQUIRED) }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Email address/), 'not-an-address');
    await user.type(screen.getByLabelText(/Password/), 'secret-1');
    await user.click(screen.getByRole('button', { name: i18n._(SIGN_IN_LABEL) }));
    expect(await screen.findByRole('link', { name: i18n._(EMAIL_FORMAT) })).toBeInTheDocument();

    let sent: unknown = null;
    server.use(
      http.post(url(SIGN_IN_URL), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            errors: [
              { code: 'INVALID_CREDENTIALS', message: 'The e-mail or password is incorrect' },
            ],
          },
          { status: 401 },
        );
      }),
    );
    await user.clear(screen.getByLabelText(/Email address/));
    await user.type(screen.getByLabelText(/Email address/), 'signer@example.com');
    await user.click(screen.getByRole('button', { name: i18n._(SIGN_IN_LABEL) }));
    expect(await screen.findByText('The e-mail or password is incorrect.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'signer@example.com', password: 'secret-1' });
    expect(screen.getByLabelText(/Email address/)).toHaveValue('signer@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('secret-1');
    // A refused sign-in is not an ended session: no trip to the sign-in page.
    expect(history.pagesOpened).toEqual([]);

    // A 403 in the words that end a session elsewhere: the page's own words, not the protocol's.
    server.use(
      http.post(url(SIGN_IN_URL), () =>
        HttpResponse.json(
          {
            message: 'unauthenticated',
            errors: [{ code: 'UNAUTHENTICATED', message: 'unauthenticated' }],
          },
          { status: 403 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: i18n._(SIGN_IN_LABEL) }));
    expect(await screen.findByText(i18n._(SIGN_IN_REFUSED))).toBeInTheDocument();
    expect(screen.queryByText(/unauthenticated/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('signer@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('secret-1');
    expect(history.pagesOpened).toEqual([]);

    server.use(http.post(url(SIGN_IN_URL), () => HttpResponse.json({ jwt: 'a.b.c' })));
    await user.click(screen.getByRole('button', { name: i18n._(SIGN_IN_LABEL) }));
    await waitFor(() => expect(history.pagesOpened).toEqual([`${BASE}/heloc-signer/resume`]));
    expect(localStorage.getItem('jwt')).toBe('a.b.c');
  }, 20000);

  test('someone already signed in goes on to the resume page', async () => {
    asAdditionalSigner();
    const { history } = renderApp(LOGIN);
    await waitFor(() => expect(history.location.pathname).toBe(`${BASE}/heloc-signer/intro`));
  });
});
