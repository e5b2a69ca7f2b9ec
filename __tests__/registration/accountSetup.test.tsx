import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as accountSetupScreen from '../../src/features/registration/screens/AccountSetupScreen';
import {
  CONTINUE_APPLICATION_LABEL as CONTINUE_APPLICATION_LABEL_MESSAGE,
  IN_PROGRESS_HEADING as IN_PROGRESS_HEADING_MESSAGE,
} from '../../src/features/application/ApplicationInProgressScreen';
import { ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';
import { APPLICATION_UUID, makeOrgInfo, makeProfile } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer } from '../support/server';
import { linkTexts } from '../forms/support';
import { i18n } from '../../src/lib/i18n';

const CONTINUE_APPLICATION_LABEL = i18n._(CONTINUE_APPLICATION_LABEL_MESSAGE);
const IN_PROGRESS_HEADING = i18n._(IN_PROGRESS_HEADING_MESSAGE);

useMockServer();

const SIGN_IN_FIRST = i18n._(accountSetupScreen.SIGN_IN_FIRST);
const START_APPLICATION_LABEL = i18n._(accountSetupScreen.START_APPLICATION_LABEL);

/** The person signed in here has no application yet (the page is for them). */
const noApplications = () =>
  server.use(
    http.get(url('/service-application/api/v1/application/heloc/all'), () => HttpResponse.json([])),
  );

const BASE = '/account/heloc';
const SETUP = `${BASE}/register/account-setup`;
const START_URL = url('/service-application/api/v1/application/heloc');

function answerStart(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json({ applicationUuid: APPLICATION_UUID }, { status: 201 }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(START_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const field = (name: string) => screen.getByLabelText(name);
const startButton = () => screen.getByRole('button', { name: START_APPLICATION_LABEL });

async function answerTheRest(user: UserEvent) {
  await user.click(
    within(
      screen.getByRole('group', { name: 'Do you plan to sell this home in the next 12 months?' }),
    ).getByRole('radio', { name: 'Yes' }),
  );
  await user.type(field('Annual income'), '$92,500.50');
  await user.click(screen.getByRole('radio', { name: 'Self-employed' }));
  await user.click(screen.getByRole('checkbox', { name: 'I agree to a soft credit pull' }));
  await user.click(
    screen.getByRole('checkbox', { name: 'I agree to receive documents and sign electronically' }),
  );
}

it('a signed-in person starts an application: the body, then the application opens', async () => {
  noApplications();
  const user = userEvent.setup({ delay: null });
  const bodies = answerStart();
  const { history } = renderApp(`${SETUP}?org=main`);
  await screen.findByRole('heading', { level: 1, name: 'Start your application' });
  await screen.findByLabelText('Street address');
  // The profile's home address is filled in.
  expect(field('Street address')).toHaveValue('2140 Capitol Ave');
  expect(field('City')).toHaveValue('Sacramento');
  expect(field('State')).toHaveValue('CA');
  expect(field('ZIP code')).toHaveValue('95816');
  await answerTheRest(user);
  await user.click(startButton());

  await waitFor(() =>
    expect(history.location.pathname.startsWith(`${BASE}/${APPLICATION_UUID}`)).toBe(true),
  );
  expect(bodies).toEqual([
    {
      address: { street1: '2140 Capitol Ave', city: 'Sacramento', state: 'CA', zip: '95816' },
      planToSell: true,
      annualIncome: 92500.5,
      employmentType: 'SELF_EMPLOYED',
      softCreditConsent: true,
      esignConsent: true,
      esignConsentVersion: ESIGN_CONSENT_VERSION,
    },
  ]);
}, 20000);

it('checks every question before sending anything', async () => {
  noApplications();
  const user = userEvent.setup({ delay: null });
  const bodies = answerStart();
  server.use(
    http.get(url('/service-profile/api/v1/profile'), () =>
      HttpResponse.json(makeProfile({ addresses: [] })),
    ),
  );
  renderApp(SETUP);
  await screen.findByRole('heading', { level: 1, name: 'Start your application' });
  await screen.findByLabelText('Street address');
  expect(field('Street address')).toHaveValue('');
  await user.click(startButton());
  expect(linkTexts(await screen.findByRole('alert'))).toEqual([
    'Enter the street address of the home',
    'Enter the city',
    'Select the state',
    'Enter your ZIP code',
    'Select yes if you plan to sell this home in the next 12 months',
    'Enter your annual income',
    'Select your employment type',
    'Agree to a soft credit pull to continue',
    // A new application: the consent to electronic documents is asked for it too.
    'Agree to receive documents and sign electronically to continue',
  ]);
  expect(
    screen.getByRole('region', { name: 'Consent to receive documents and sign electronically' }),
  ).toBeVisible();
  expect(bodies).toEqual([]);
}, 20000);

it("a partner's home outside its fewer licences is refused at once, nothing sent", async () => {
  noApplications();
  server.use(
    http.get(url('/service-application/external/api/v1/heloc/state-licenses'), ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('orgCode') === 'partner'
          ? ['AZ', 'CA', 'NV', 'OR', 'WA'].map((abbrev) => ({ abbrev }))
          : [],
      ),
    ),
  );
  const user = userEvent.setup({ delay: null });
  const bodies = answerStart();
  renderApp(SETUP, { org: { ...makeOrgInfo(), orgCode: 'partner' } });
  await screen.findByLabelText('Street address');
  // Once the licences are in (the footer's line).
  await screen.findByText('Licensed in AZ, CA, NV, OR, WA.');
  await user.selectOptions(field('State'), 'TX');
  await answerTheRest(user);
  await user.click(startButton());
  expect(linkTexts(await screen.findByRole('alert'))).toEqual([
    'We do not offer lines of credit in Texas yet. Choose a home in a state we serve.',
  ]);
  expect(field('State')).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toEqual([]);
}, 20000);

it("a lender's 400 lands on its field and every value stays", async () => {
  noApplications();
  const user = userEvent.setup({ delay: null });
  answerStart(() =>
    HttpResponse.json(
      {
        errors: [{ code: 'ZIP', field: 'address.zip', message: 'We do not lend in this ZIP code' }],
      },
      { status: 400 },
    ),
  );
  const { history } = renderApp(SETUP);
  await screen.findByRole('heading', { level: 1, name: 'Start your application' });
  await screen.findByLabelText('Street address');
  await answerTheRest(user);
  await user.click(startButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary).getByRole('link', { name: 'We do not lend in this ZIP code' }),
  ).toHaveAttribute('href', '#field-address-zip');
  expect(field('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  expect(field('ZIP code')).toHaveValue('95816');
  expect(field('Annual income')).toHaveValue('92,500.50');
  expect(screen.getByRole('radio', { name: 'Self-employed' })).toBeChecked();
  expect(history.location.pathname).toBe(SETUP);
}, 20000);

it('a visitor without a session is offered the sign-in page or the registration', async () => {
  const { history } = renderApp(`${SETUP}?referrer=7c6d&step=name`, { signedIn: false });
  await screen.findByRole('heading', { level: 1, name: 'Start your application' });
  expect(screen.getByText(SIGN_IN_FIRST)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute(
    'href',
    `/auth/login?redirectUrl=${encodeURIComponent(`${SETUP}?referrer=7c6d&step=name`)}`,
  );
  expect(screen.getByRole('link', { name: 'Create an account and apply' })).toHaveAttribute(
    'href',
    `${BASE}/register?referrer=7c6d`,
  );
  expect(history.pagesOpened).toEqual([]);
}, 20000);

it('the support page: what is needed, support contact, and the way back with the query', async () => {
  renderApp(`${BASE}/register/support?referrer=7c6d&step=birthdate`, { signedIn: false });
  await screen.findByRole('heading', { level: 1, name: 'Help with your application' });
  expect(screen.getByRole('heading', { level: 2, name: 'What you need to start' })).toBeVisible();
  expect(screen.getByText(/Social Security number/)).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: '888-819-6388' }).length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
    'href',
    `${BASE}/register?referrer=7c6d&step=birthdate`,
  );
}, 20000);

it('a signed-in borrower with an application in progress is shown it, with one way to continue it', async () => {
  const user = userEvent.setup({ delay: null });
  const { history } = renderApp(SETUP);
  expect(
    await screen.findByRole('heading', { level: 1, name: IN_PROGRESS_HEADING }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: START_APPLICATION_LABEL })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: CONTINUE_APPLICATION_LABEL }));
  expect(history.location.pathname).toMatch(new RegExp(`^${BASE}/${APPLICATION_UUID}`));
});
