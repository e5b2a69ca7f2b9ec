import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as questionPage from '../../src/features/registration/register/QuestionPage';
import * as loginInfoPage from '../../src/features/registration/register/LoginInfoPage';
import { STEP_HEADINGS } from '../../src/features/registration/screens/RegisterScreen';
import { i18n } from '../../src/lib/i18n';
import type { RegistrationStep } from '../../src/features/registration/steps';
import { PENDING_LABEL as PENDING_LABEL_MESSAGE } from '../../src/forms/StepForm';
import { readAnswers, saveStepValues } from '../../src/features/registration/answers';
import { ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';
import { DRAFTS_STORAGE_KEY } from '../../src/lib/browserStorage';
import { forgetSecrets } from '../../src/lib/drafts';
import { APPLICATION_UUID, makeOrgInfo } from '../support/fixtures';
import { flush, renderApp } from '../support/renderApp';
import { server, url, useMockServer } from '../support/server';
import { linkTexts } from '../forms/support';
import { AVERY_REGISTRATION } from './support';
import { LONG_WAIT_MS } from '../support/waits';

const PENDING_LABEL = i18n._(PENDING_LABEL_MESSAGE);

useMockServer();

const CONTINUE_LABEL = i18n._(questionPage.CONTINUE_LABEL);
const CREATE_ACCOUNT_LABEL = i18n._(loginInfoPage.CREATE_ACCOUNT_LABEL);
const PASSWORD_LABEL = i18n._(loginInfoPage.PASSWORD_LABEL);
const CONFIRM_PASSWORD_LABEL = i18n._(loginInfoPage.CONFIRM_PASSWORD_LABEL);

const BASE = '/account/heloc';
const REGISTER = `${BASE}/register`;
const APP = `${BASE}/${APPLICATION_UUID}`;
const REGISTER_URL = url('/identity/api/v1/registration/register');
const NEW_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJuZXcifQ.bmV3LXNpZ25hdHVyZQ';
const PASSWORD = 'correct horse battery';
const REFERRER = '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f';

/** What the pages keep, as typed, for a visitor who answered everything before login-info. */
const ANSWERS = {
  'property-info': {
    address: { street1: '1234 Juniper Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
  },
  'sale-status': { planToSell: 'no' },
  'income-info': { annualIncome: '145,000', employmentType: 'FULL_TIME' },
  name: { firstName: 'Avery', middleName: '', lastName: 'Quinn' },
  birthdate: { dateOfBirth: '03/27/1985' },
  'contact-info': { email: 'avery@example.com', phone: '(916) 555-0142' },
};
type Answers = Partial<typeof ANSWERS>;

const keep = (answers: Answers) =>
  Object.entries(answers).forEach(([step, values]) =>
    saveStepValues(step as keyof typeof ANSWERS, values),
  );
const kept = () => readAnswers() as Answers;
const allBut = (...steps: (keyof typeof ANSWERS)[]): Answers =>
  Object.fromEntries(
    Object.entries(ANSWERS).filter(([step]) => !steps.includes(step as keyof typeof ANSWERS)),
  );

const question = (step: RegistrationStep) =>
  screen.findByRole('heading', { level: 1, name: i18n._(STEP_HEADINGS[step]) });
const field = (name: string | RegExp) => screen.getByLabelText(name);
const summary = () => screen.findByRole('alert');
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });
/** Waits for the `step` question, types each answer into the field of its label, continues. */
async function answerQuestion(
  user: UserEvent,
  step: RegistrationStep,
  typed: Record<string, string>,
) {
  await question(step);
  for (const [label, text] of Object.entries(typed)) await user.type(field(label), text);
  await user.click(continueButton());
}

/** Answers the registration; the bodies received are collected, the request's headers too. */
function answerRegistration(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json({ jwt: NEW_JWT, applicationUuid: APPLICATION_UUID }, { status: 201 }),
) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(REGISTER_URL, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return respond();
    }),
  );
  return bodies;
}

async function fillProperty(user: UserEvent) {
  await user.type(field('Street address'), '1234 Juniper Lane');
  await user.type(field('City'), 'Sacramento');
  await user.selectOptions(field('State'), 'CA');
  await user.type(field('ZIP code'), '95814');
}

async function fillLogin(user: UserEvent) {
  await user.type(field(PASSWORD_LABEL), PASSWORD);
  await user.type(field(CONFIRM_PASSWORD_LABEL), PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: 'I agree to a soft credit pull' }));
  await user.click(screen.getByRole('checkbox', { name: ESIGN_BOX }));
}

const ESIGN_BOX = 'I agree to receive documents and sign electronically';
const ESIGN_MESSAGE = 'Agree to receive documents and sign electronically to continue';

const stepOf = (history: { location: { search: string } }) =>
  new URLSearchParams(history.location.search).get('step');

describe('a visitor registers', () => {
  it('walks the seven pages and creates the account: the body, the jwt, the application', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = answerRegistration();
    const profileAuthorizations: (string | null)[] = [];
    server.use(
      http.get(url('/service-profile/api/v1/profile'), ({ request }) => {
        profileAuthorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({
          uuid: 'p-new',
          type: 'BORROWER',
          name: { uuid: 'n', firstName: 'Avery', lastName: 'Quinn' },
          dob: '1985-03-27',
          email: 'avery@example.com',
          phoneNumbers: [{ uuid: 'ph', number: '9165550142', type: 'MOBILE' }],
          addresses: [],
          hasSsn: false,
        });
      }),
    );
    const { history } = renderApp(`${REGISTER}?referrer=${REFERRER}&org=main`, {
      signedIn: false,
    });

    await question('property-info');
    // The question is the page's h1; the document title names the step.
    expect(document.title).toMatch(/Where is the home you want to borrow against\? – Step 1 of 5$/);
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await fillProperty(user);
    await user.click(continueButton());

    await question('sale-status');
    expect(history.location.search).toBe(`?referrer=${REFERRER}&org=main&step=sale-status`);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `${REGISTER}?referrer=${REFERRER}&org=main&step=property-info`,
    );
    await user.click(
      within(
        screen.getByRole('group', {
          name: 'Do you plan to sell this home in the next 12 months?',
        }),
      ).getByRole('radio', { name: 'No' }),
    );
    await user.click(continueButton());

    await question('income-info');
    await user.type(field('Annual income'), '145000');
    await user.click(
      within(screen.getByRole('group', { name: 'Employment type' })).getByRole('radio', {
        name: 'Full time',
      }),
    );
    await user.click(continueButton());

    await answerQuestion(user, 'name', { 'First name': 'Avery', 'Last name': 'Quinn' });

    await question('birthdate');
    await user.type(field('Date of birth'), '03271985');
    expect(field('Date of birth')).toHaveValue('03/27/1985');
    await user.click(continueButton());

    await answerQuestion(user, 'contact-info', {
      'Email address': 'avery@example.com',
      'Phone number': '916-555-0142',
    });

    await question('login-info');
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByText(/A soft pull does not affect your credit score/)).toBeInTheDocument();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: CREATE_ACCOUNT_LABEL }));

    await waitFor(() => expect(history.location.pathname.startsWith(APP)).toBe(true), {
      timeout: LONG_WAIT_MS,
    });
    expect(bodies).toEqual([{ ...AVERY_REGISTRATION, password: PASSWORD, referrer: REFERRER }]);
    expect(localStorage.getItem('jwt')).toBe(NEW_JWT);
    expect(sessionStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
    // The application opened with the new session: the profile came with the new token.
    await waitFor(() => expect(profileAuthorizations).toContain(`Bearer ${NEW_JWT}`));
    expect(profileAuthorizations.every((value) => value === `Bearer ${NEW_JWT}`)).toBe(true);
    expect(history.pagesOpened).toEqual([]);
  }, 30000);

  it('Back opens the page before with its answers; what was typed on the way is kept too', async () => {
    const user = userEvent.setup({ delay: null });
    const { history } = renderApp(REGISTER, { signedIn: false });
    await question('property-info');
    await fillProperty(user);
    await user.click(continueButton());
    await question('sale-status');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await question('property-info');
    expect(stepOf(history)).toBe('property-info');
    expect(field('Street address')).toHaveValue('1234 Juniper Lane');
    expect(field('City')).toHaveValue('Sacramento');
    expect(field('State')).toHaveValue('CA');
    expect(field('ZIP code')).toHaveValue('95814');
    // The question of the page moved to has the focus.
    expect(
      screen.getByRole('heading', { level: 1, name: i18n._(STEP_HEADINGS['property-info']) }),
    ).toHaveFocus();

    await user.click(continueButton());
    await question('sale-status');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  }, 20000);

  it('a reload keeps the answers, never the password nor the date of birth', async () => {
    const user = userEvent.setup({ delay: null });
    keep(allBut('contact-info'));
    const first = renderApp(`${REGISTER}?step=contact-info`, { signedIn: false });
    await answerQuestion(user, 'contact-info', {
      'Email address': 'avery@example.com',
      'Phone number': '9165550142',
    });
    await question('login-info');
    await user.type(field(PASSWORD_LABEL), PASSWORD);
    await user.type(field(CONFIRM_PASSWORD_LABEL), PASSWORD);
    const stored = sessionStorage.getItem(DRAFTS_STORAGE_KEY) ?? '';
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain('1985');
    // The phone number as the field shows it once typed: (xxx) xxx-xxxx.
    expect(kept()['contact-info']).toEqual({
      email: 'avery@example.com',
      phone: '(916) 555-0142',
    });
    expect(localStorage.getItem('jwt')).toBeNull();
    first.unmount();

    // The tab reloads at the same address: the date of birth, held in the page's memory only,
    // is asked for again, with a note saying why.
    forgetSecrets();
    const second = renderApp(`${REGISTER}?step=login-info`, { signedIn: false });
    await question('birthdate');
    expect(
      screen.getByText(
        'We kept your answers, but for your security not your date of birth: please enter it again.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(field('Date of birth')).toHaveValue('');
    await user.type(field('Date of birth'), '03/27/1985');
    await user.click(continueButton());
    await question('contact-info');
    await user.click(continueButton());
    await question('login-info');
    expect(field(PASSWORD_LABEL)).toHaveValue('');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await question('contact-info');
    expect(field('Email address')).toHaveValue('avery@example.com');
    expect(field('Phone number')).toHaveValue('(916) 555-0142');
    second.unmount();

    renderApp(`${REGISTER}?step=income-info`, { signedIn: false });
    await question('income-info');
    expect(field('Annual income')).toHaveValue('145,000');
    expect(screen.getByRole('radio', { name: 'Full time' })).toBeChecked();
  }, 20000);

  it('a page opened out of order gives way to the first unanswered one, the query kept', async () => {
    keep(allBut('income-info', 'birthdate'));
    const { history } = renderApp(`${REGISTER}?step=login-info&referrer=${REFERRER}`, {
      signedIn: false,
    });
    await question('income-info');
    expect(history.location.search).toBe(`?step=income-info&referrer=${REFERRER}`);
    // Replaced, not pushed: the browser's back button does not return to the page refused.
    expect(history.entries).toHaveLength(1);
  }, 20000);

  it('an unknown step opens the first unanswered page', async () => {
    keep(allBut('name'));
    const { history } = renderApp(`${REGISTER}?step=elsewhere`, { signedIn: false });
    await question('name');
    expect(stepOf(history)).toBe('name');
  }, 20000);

  it("Contact Info is skipped with a lead link's email and phone, which are sent", async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = answerRegistration();
    keep(allBut('contact-info', 'birthdate'));
    const query = '?email=lead%40example.com&phone=916-555-0199';
    const { history } = renderApp(`${REGISTER}${query}&step=birthdate`, { signedIn: false });
    await question('birthdate');
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.queryByText('Contact Info')).not.toBeInTheDocument();
    await user.type(field('Date of birth'), '03/27/1985');
    await user.click(continueButton());

    await question('login-info');
    expect(history.location.search).toBe(`${query}&step=login-info`);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `${REGISTER}${query}&step=birthdate`,
    );
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: CREATE_ACCOUNT_LABEL }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ email: 'lead@example.com', phone: '9165550199' });
    expect(bodies[0]).not.toHaveProperty('referrer');
  }, 20000);

  it('a signed-in person without an application: the profile contact skips Contact Info; account-setup is offered', async () => {
    server.use(
      http.get(url('/service-application/api/v1/application/heloc/all'), () =>
        HttpResponse.json([]),
      ),
    );
    keep(allBut('contact-info'));
    const { history } = renderApp(`${REGISTER}?step=contact-info&org=main`);
    // Opened directly, Contact Info still shows (to change the e-mail), prefilled.
    await question('contact-info');
    expect(field('Email address')).toHaveValue('borrower@example.com');
    expect(field('Phone number')).toHaveValue('9165550142');

    await act(async () => {
      history.replace(`${REGISTER}?org=main`);
    });
    await question('property-info');
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Start an application with your account' }),
    ).toHaveAttribute('href', `${REGISTER}/account-setup?org=main`);
  }, 20000);
});

describe("each page's messages", () => {
  /** Opens the `step` question, the answers before it kept (none for the first); the user. */
  async function openQuestion(step: RegistrationStep, answersBefore?: Answers) {
    const user = userEvent.setup({ delay: null });
    if (answersBefore) keep(answersBefore);
    renderApp(answersBefore ? `${REGISTER}?step=${step}` : REGISTER, { signedIn: false });
    await question(step);
    return user;
  }

  /**
   * Types each answer into the field of its label, presses the page's button (Continue unless
   * named), and waits for the error summary to list `messages`.
   */
  async function expectMessagesAfter(
    user: UserEvent,
    typed: Record<string, string>,
    messages: string[],
    button = CONTINUE_LABEL,
  ) {
    for (const [label, text] of Object.entries(typed)) await user.type(field(label), text);
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(async () => expect(linkTexts(await summary())).toEqual(messages));
  }

  it('property-info', async () => {
    const user = await openQuestion('property-info');
    await expectMessagesAfter(user, {}, [
      'Enter the street address of the home',
      'Enter the city',
      'Select the state',
      'Enter your ZIP code',
    ]);
    expect(await summary()).toHaveTextContent('There is a problem');
    await expectMessagesAfter(user, { 'Street address': '88 Harbor View Road', 'ZIP code': '95' }, [
      'Enter the city',
      'Select the state',
      'Enter a 5-digit ZIP code, like 94103, or a ZIP+4, like 94103-1234',
    ]);
    expect(field('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Street address')).toHaveValue('88 Harbor View Road');
    expect(kept()['property-info']?.address.street1).toBe('88 Harbor View Road');
  }, 20000);

  /** Fills the property question with a home in `state`, once the licences are in (the footer's line). */
  async function fillHomeIn(user: UserEvent, state: string) {
    await screen.findByText(/^Licensed in /);
    await user.type(field('Street address'), '1400 Fairmont Street NW');
    await user.type(field('City'), 'Washington');
    await user.selectOptions(field('State'), state);
    await user.type(field('ZIP code'), '20009');
  }

  it('property-info: a home in a state the organisation does not serve is refused at once', async () => {
    const user = await openQuestion('property-info');
    await fillHomeIn(user, 'DC');
    await user.click(continueButton());

    const box = await summary();
    await waitFor(() => expect(box.parentElement).toHaveFocus());
    expect(box).toHaveTextContent('There is a problem');
    const message =
      'We do not offer lines of credit in District of Columbia yet. Choose a home in a state we serve.';
    expect(linkTexts(box)).toEqual([message]);
    expect(within(box).getByRole('link', { name: message })).toHaveAttribute(
      'href',
      `#${field('State').id}`,
    );
    expect(field('State')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByRole('heading', { level: 1, name: i18n._(STEP_HEADINGS['property-info']) }),
    ).toBeInTheDocument();

    // Another state: on to the next question.
    await user.selectOptions(field('State'), 'MD');
    await user.click(continueButton());
    await question('sale-status');
  }, 20000);

  it('sale-status', async () => {
    const user = await openQuestion('sale-status', { 'property-info': ANSWERS['property-info'] });
    await expectMessagesAfter(user, {}, [
      'Select yes if you plan to sell this home in the next 12 months',
    ]);
  }, 20000);

  it('income-info', async () => {
    const user = await openQuestion(
      'income-info',
      allBut('income-info', 'name', 'birthdate', 'contact-info'),
    );
    await expectMessagesAfter(user, {}, [
      'Enter your annual income',
      'Select your employment type',
    ]);
    await user.type(field('Annual income'), 'about 90k');
    await user.click(continueButton());
    await waitFor(async () =>
      expect(linkTexts(await summary())[0]).toBe(
        'Enter your annual income in dollars, like 85,000',
      ),
    );
    // The six employment types.
    expect(
      within(screen.getByRole('group', { name: 'Employment type' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([
      'FULL_TIME',
      'PART_TIME',
      'SELF_EMPLOYED',
      'RETIRED',
      'UNEMPLOYED',
      'SEPARATE_MAINTENANCE',
    ]);
    expect(
      screen.getByRole('radio', { name: 'Separate maintenance payments' }),
    ).toBeInTheDocument();
  }, 20000);

  it('name', async () => {
    const user = await openQuestion('name', allBut('name', 'birthdate', 'contact-info'));
    await expectMessagesAfter(user, { 'Middle name (optional)': 'Jo' }, [
      'Enter your first name',
      'Enter your last name',
    ]);
  }, 20000);

  it('birthdate', async () => {
    const user = await openQuestion('birthdate', allBut('birthdate', 'contact-info'));
    await expectMessagesAfter(user, {}, ['Enter your date of birth']);
    const lastYear = new Date().getFullYear() - 1;
    await expectMessagesAfter(user, { 'Date of birth': `01/01/${lastYear}` }, [
      'You must be 18 or older to apply',
    ]);
  }, 20000);

  it('contact-info', async () => {
    const user = await openQuestion('contact-info', allBut('contact-info'));
    await expectMessagesAfter(user, {}, ['Enter your email address', 'Enter your phone number']);
    await expectMessagesAfter(
      user,
      { 'Email address': 'avery.example.com', 'Phone number': '555-01' },
      [
        'Enter an email address in the correct format, like name@example.com',
        'Enter a 10-digit phone number, like (555) 010-0123',
      ],
    );
  }, 20000);

  it('login-info', async () => {
    const bodies = answerRegistration();
    const user = await openQuestion('login-info', ANSWERS);
    await expectMessagesAfter(
      user,
      {},
      [
        'Enter a password',
        'Enter the password again',
        'Agree to a soft credit pull to continue',
        ESIGN_MESSAGE,
      ],
      CREATE_ACCOUNT_LABEL,
    );
    await expectMessagesAfter(
      user,
      { [PASSWORD_LABEL]: 'short one', [CONFIRM_PASSWORD_LABEL]: 'short two' },
      [
        'Password must be 12 characters or more',
        'The passwords do not match',
        'Agree to a soft credit pull to continue',
        ESIGN_MESSAGE,
      ],
      CREATE_ACCOUNT_LABEL,
    );
    expect(bodies).toEqual([]);
  }, 20000);

  it('login-info: the consent to electronic documents, its text shown, is needed before anything is sent', async () => {
    const bodies = answerRegistration();
    const user = await openQuestion('login-info', ANSWERS);
    // The text in its viewer: a region named by its heading, which takes focus to scroll.
    const text = screen.getByRole('region', {
      name: 'Consent to receive documents and sign electronically',
    });
    expect(text).toHaveAttribute('tabindex', '0');
    for (const words of [
      /every document for this application and for your line of credit/,
      /ask for a paper copy .* call us at 888-819-6388 or email us at help@example\.com/,
      /withdraw this consent at any time, at no charge/,
      /current version of Chrome, Edge, Firefox or Safari/,
      /update it in your account settings/,
    ]) {
      expect(text).toHaveTextContent(words);
    }
    const box = screen.getByRole('checkbox', { name: ESIGN_BOX });
    expect(box).not.toBeChecked();

    // Everything but the consent: the summary names it, takes the focus, and nothing is sent.
    await user.type(field(PASSWORD_LABEL), PASSWORD);
    await user.type(field(CONFIRM_PASSWORD_LABEL), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to a soft credit pull' }));
    await user.click(screen.getByRole('button', { name: CREATE_ACCOUNT_LABEL }));
    const problem = await summary();
    await waitFor(() => expect(problem.parentElement).toHaveFocus());
    expect(linkTexts(problem)).toEqual([ESIGN_MESSAGE]);
    expect(within(problem).getByRole('link', { name: ESIGN_MESSAGE })).toHaveAttribute(
      'href',
      `#${box.id}`,
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    // Ticked: the body carries the consent and the version of the text shown.
    await user.click(box);
    await user.click(screen.getByRole('button', { name: CREATE_ACCOUNT_LABEL }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      esignConsent: true,
      esignConsentVersion: ESIGN_CONSENT_VERSION,
    });
  }, 20000);
});

describe('when the lender turns the account down', () => {
  async function submitLogin(user: UserEvent) {
    await question('login-info');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: CREATE_ACCOUNT_LABEL }));
  }

  it('a failure keeps every value, the password fields included, and shows the message', async () => {
    const user = userEvent.setup({ delay: null });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = answerRegistration(async () => {
      await gate;
      return HttpResponse.json(
        { errors: [{ message: 'Registration is not available right now' }] },
        { status: 503 },
      );
    });
    keep(ANSWERS);
    const { history } = renderApp(`${REGISTER}?step=login-info`, { signedIn: false });
    await submitLogin(user);

    const pending = await screen.findByRole('button', { name: PENDING_LABEL });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.click(pending);
    release();

    expect(await summary()).toHaveTextContent('Registration is not available right now.');
    expect(bodies).toHaveLength(1);
    expect(field(PASSWORD_LABEL)).toHaveValue(PASSWORD);
    expect(field(CONFIRM_PASSWORD_LABEL)).toHaveValue(PASSWORD);
    expect(screen.getByRole('checkbox', { name: 'I agree to a soft credit pull' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: ESIGN_BOX })).toBeChecked();
    expect(kept()).toEqual(ANSWERS);
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(stepOf(history)).toBe('login-info');
  }, 20000);

  it('no answer at all: the documented message', async () => {
    const user = userEvent.setup({ delay: null });
    answerRegistration(() => HttpResponse.json({}, { status: 500 }));
    keep(ANSWERS);
    renderApp(`${REGISTER}?step=login-info`, { signedIn: false });
    await submitLogin(user);
    expect(await summary()).toHaveTextContent('Something unexpected happened');
    expect(field(PASSWORD_LABEL)).toHaveValue(PASSWORD);
  }, 20000);

  it('an e-mail address that has an account: the message, a link to change it, and sign-in', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'An account already exists for this email address. Sign in instead.';
    answerRegistration(() =>
      HttpResponse.json(
        { errors: [{ code: 'EMAIL_TAKEN', field: 'email', message }] },
        { status: 409 },
      ),
    );
    keep(ANSWERS);
    const { history } = renderApp(`${REGISTER}?step=login-info&referrer=${REFERRER}`, {
      signedIn: false,
    });
    await submitLogin(user);
    expect(await summary()).toHaveTextContent(message);
    const change = screen.getByRole('link', { name: 'Change email address' });
    expect(change).toHaveAttribute('href', `${REGISTER}?step=contact-info&referrer=${REFERRER}`);
    expect(screen.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute(
      'href',
      `/auth/login?redirectUrl=${encodeURIComponent(`${BASE}/`)}`,
    );

    await user.click(change);
    await question('contact-info');
    expect(field('Email address')).toHaveValue('avery@example.com');
    await user.clear(field('Email address'));
    await user.type(field('Email address'), 'avery.quinn@example.com');
    await user.click(continueButton());
    await question('login-info');
    expect(stepOf(history)).toBe('login-info');
    expect(kept()['contact-info']?.email).toBe('avery.quinn@example.com');
  }, 20000);

  it("400: a message on this page's field lands on it; one about an earlier page links there", async () => {
    const user = userEvent.setup({ delay: null });
    answerRegistration(() =>
      HttpResponse.json(
        {
          errors: [
            { code: 'WEAK', field: 'password', message: 'Choose a less common password' },
            { code: 'ZIP', field: 'address.zip', message: 'We do not lend in this ZIP code' },
          ],
        },
        { status: 400 },
      ),
    );
    keep(ANSWERS);
    renderApp(`${REGISTER}?step=login-info`, { signedIn: false });
    await submitLogin(user);
    const box = await summary();
    expect(box).toHaveTextContent('We do not lend in this ZIP code.');
    expect(within(box).getByRole('link', { name: 'Choose a less common password' })).toBeVisible();
    expect(field(PASSWORD_LABEL)).toHaveAttribute('aria-invalid', 'true');
    expect(field(PASSWORD_LABEL)).toHaveValue(PASSWORD);
    expect(screen.getByRole('link', { name: 'Change your address' })).toHaveAttribute(
      'href',
      `${REGISTER}?step=property-info`,
    );
  }, 20000);
});

describe('where registration is closed', () => {
  it('the not-accepting page keeps the query string in its links', async () => {
    renderApp(`${REGISTER}?step=name&utm_source=mail`, {
      signedIn: false,
      org: makeOrgInfo({ channel: 'WHOLESALE' }),
    });
    await screen.findByRole('heading', {
      level: 1,
      name: 'We are not accepting applications here',
    });
    expect(
      screen.getByRole('link', { name: 'Sign in to continue your application' }),
    ).toHaveAttribute(
      'href',
      `/auth/login?redirectUrl=${encodeURIComponent(`${REGISTER}?step=name&utm_source=mail`)}`,
    );
    expect(screen.getByRole('link', { name: 'Help with applying' })).toHaveAttribute(
      'href',
      `${REGISTER}/support?step=name&utm_source=mail`,
    );
    expect(screen.getAllByRole('link', { name: '888-819-6388' }).length).toBeGreaterThan(0);
    await flush();
  }, 20000);
});
