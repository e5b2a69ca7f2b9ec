import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { HttpResponse } from 'msw';
import type { HelocApplication } from '../../src/features/application';
import { StoreRouter } from '../../src/features/navigation/StoreRouter';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { OrganisationUiBrand } from '../../src/features/organisation/OrganisationUiBrand';
import { SUMMARY_CHANGE_STEPS } from '../../src/features/routing';
import {} from '../../src/features/disclosures';
import AppSummaryScreen, {
  DISCLOSURES_LOAD_FAILED_TITLE as LOAD_FAILED,
  SUBMIT_APPLICATION_LABEL as SUBMIT_APPLICATION,
} from '../../src/features/start/screens/AppSummaryScreen';
import {
  changeLinkTo,
  formatAddress,
  NOT_ANSWERED as NOT_ANSWERED_YET,
  summaryRows,
} from '../../src/features/start/summary';
import { i18n } from '../../src/lib/i18n';
import { RouteTitleProvider } from '../../src/ui/routeTitle';
import {
  APPLICATION_UUID,
  makeApplication,
  makeHmdaAnswers,
  makeOrgInfo,
  makeProfile,
} from '../support/fixtures';
import { answerDocuments, type DocumentsAnswer } from '../support/documentViewer';
import { reportVisible, useFakeIntersectionObserver } from '../support/intersection';
import { EARLY, PRIVACY } from '../disclosures/documents';
import { renderStepScreen, withProfile } from '../support/renderStepScreen';
import {
  captureCalls,
  describeStepForm,
  expectErrorSummary,
  expectRoutingAsked,
  setupUser,
  stepCall,
} from '../support/screenTest';
import { acceptLabel, acceptMessage } from '../support/disclosureWords';
import { url, useMockServer } from '../support/server';
import { testStore } from '../support/testStore';

useMockServer();

const DISCLOSURES_LOAD_FAILED_TITLE = i18n._(LOAD_FAILED);
const SUBMIT_APPLICATION_LABEL = i18n._(SUBMIT_APPLICATION);
const NOT_ANSWERED = i18n._(NOT_ANSWERED_YET);

const STEP = 'start/app-summary';
const APP = `/account/heloc/${APPLICATION_UUID}`;
const SUBMIT_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/submit`);
const DISCLOSURES_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/disclosures`,
);
const SUBMIT = stepCall('post', SUBMIT_URL, () =>
  HttpResponse.json(readyApplication({ state: 'INCOME_VERIFICATION' })),
);
const ACCEPT = stepCall('post', `${DISCLOSURES_URL}/accept`, () =>
  HttpResponse.json(readyApplication()),
);

/** Both disclosures, accepted already (on document/disclosures, or before a failed submit). */
const ALL_ACCEPTED = [EARLY, PRIVACY].map((document) => ({ ...document, accepted: true }));

/** GET .../disclosures answers these documents (all accepted unless told otherwise). */
const answerDisclosures = (documents: unknown = ALL_ACCEPTED, options?: DocumentsAnswer) =>
  answerDocuments(DISCLOSURES_URL, documents, options);

/** An application ready for its summary: offer chosen, more info and HMDA given. */
const readyApplication = (overrides: Partial<HelocApplication> = {}) =>
  makeApplication({
    state: 'APP_SUBMISSION',
    amount: 85000,
    term: 120,
    rate: 8.45,
    consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
    incomeSources: [
      { uuid: 'inc-1', employmentType: 'SELF_EMPLOYED', employerName: null, annualIncome: 96000 },
    ],
    hasHmda: true,
    hmda: makeHmdaAnswers({
      ethnicity: ['NOT_HISPANIC_OR_LATINO'],
      race: ['ASIAN', 'CHINESE', 'KOREAN', 'WHITE'],
    }),
    ...overrides,
  });

const valuesOf = (rows: ReturnType<typeof summaryRows>) =>
  Object.fromEntries(rows.map((row) => [row.id, row.value]));

describe('summaryRows (pure)', () => {
  it('lists every answer, in order, with where to change it', () => {
    const rows = summaryRows(readyApplication(), makeProfile({ hasSsn: true }));
    expect(rows.map((row) => [row.section, row.label, row.value, row.changeStep ?? null])).toEqual([
      ['you', 'Name', 'Alex Rivera', null],
      ['you', 'Date of birth', '03/14/1984', null],
      ['you', 'Email address', 'borrower@example.com', null],
      ['you', 'Phone number', '(916) 555-0142', null],
      ['property', 'Property address', '2140 Capitol Ave, Sacramento, CA 95816', null],
      ['property', 'Annual income', '$96,000', null],
      ['property', 'Employment type', 'Self-employed', null],
      ['offer', 'Line amount', '$85,000', 'product/select'],
      ['offer', 'Term', '10 years', 'product/select'],
      ['offer', 'APR', '8.45%', null],
      ['offer', 'Monthly payment', '$1,051.61', null],
      ['credit', 'How you own the property', 'Sole owner', 'start/contact'],
      ['credit', 'Social Security number', 'Provided', 'start/contact'],
      ['credit', 'Hard credit pull', 'You agreed', 'start/contact'],
      ['hmda', 'Ethnicity', 'Not Hispanic or Latino', 'start/hmda'],
      ['hmda', 'Race', 'Asian: Chinese, Korean; White', 'start/hmda'],
      ['hmda', 'Sex', 'I do not wish to provide this information', 'start/hmda'],
    ]);
  });

  it('links only to the steps the routing keeps open for a change (navigationPolicy)', () => {
    const steps = summaryRows(readyApplication(), makeProfile()).flatMap((row) =>
      row.changeStep ? [row.changeStep] : [],
    );
    expect(new Set(steps)).toEqual(SUMMARY_CHANGE_STEPS);
  });

  it('never shows SSN digits, only whether one was given', () => {
    const rows = summaryRows(readyApplication(), makeProfile({ hasSsn: false }));
    expect(valuesOf(rows).ssn).toBe('Not provided');
    expect(JSON.stringify(rows)).not.toMatch(/\d{3}-?\d{2}-?\d{4}/);
  });

  it('says what is not answered yet, without failing on missing records', () => {
    const rows = summaryRows(
      readyApplication({
        property: null,
        selectedPropertyUuid: null,
        amount: 0,
        term: 0,
        rate: 0,
        consents: [],
        incomeSources: [],
        hmda: null,
      }),
      null,
    );
    expect(valuesOf(rows)).toEqual({
      name: NOT_ANSWERED,
      dob: NOT_ANSWERED,
      email: NOT_ANSWERED,
      phone: NOT_ANSWERED,
      address: 'Not known',
      income: NOT_ANSWERED,
      employment: NOT_ANSWERED,
      amount: NOT_ANSWERED,
      term: NOT_ANSWERED,
      apr: 'Not known yet',
      payment: 'Not known yet',
      ownership: NOT_ANSWERED,
      ssn: 'Not provided',
      hardCredit: 'Not agreed',
      ethnicity: NOT_ANSWERED,
      race: NOT_ANSWERED,
      sex: NOT_ANSWERED,
    });
  });

  it("reads the ownership of the selected property from the profile's addresses", () => {
    const profile = makeProfile({
      addresses: [
        {
          uuid: 'addr-0',
          street1: '1 A St',
          city: 'X',
          state: 'CA',
          zip: '90001',
          ownership: 'SOLE',
        },
        {
          uuid: 'addr-1',
          street1: '2 B St',
          city: 'Y',
          state: 'CA',
          zip: '90002',
          ownership: 'TRUST',
        },
      ],
    });
    expect(valuesOf(summaryRows(readyApplication(), profile)).ownership).toBe('Trust');
    // The address from the profile when the application has no property record.
    expect(valuesOf(summaryRows(readyApplication({ property: null }), profile)).address).toBe(
      '2 B St, Y, CA 90002',
    );
    // An ownership code this app does not know is shown as sent.
    profile.addresses[1]!.ownership = 'LIFE_ESTATE';
    expect(valuesOf(summaryRows(readyApplication(), profile)).ownership).toBe('LIFE_ESTATE');
  });

  it('an interest-only offer shows no term', () => {
    const rows = summaryRows(readyApplication({ isAgeRestrictedInterestOnly: true }), null);
    expect(rows.map((row) => row.id)).not.toContain('term');
    expect(rows.find((row) => row.id === 'payment')).toMatchObject({
      label: 'Monthly payment (interest only)',
      // Interest only is rounded up to the cent.
      value: '$598.55',
    });
  });

  it('formats an address with its second line, and links a step from the summary', () => {
    expect(
      formatAddress({
        street1: '1 Oak St',
        street2: 'Apt 4',
        city: 'Fresno',
        state: 'CA',
        zip: '93701',
      }),
    ).toBe('1 Oak St, Apt 4, Fresno, CA 93701');
    expect(formatAddress(null)).toBeNull();
    // Under the app router's base (/account/heloc).
    expect(changeLinkTo(APPLICATION_UUID, 'start/hmda')).toBe(
      `/${APPLICATION_UUID}/start/hmda?change=app-summary`,
    );
  });
});

/** The screen under the app's own router (its base /account/heloc), as the app renders it. */
async function renderInAppRouter() {
  answerDisclosures();
  const path = `${APP}/${STEP}`;
  const { store, history } = testStore(path, {
    organisation: parseOrganisation(makeOrgInfo()),
    application: {
      currentUuid: APPLICATION_UUID,
      current: readyApplication(),
      loadStatus: 'loaded',
      error: null,
    },
    ...withProfile(makeProfile()),
  });
  render(
    <Provider store={store}>
      <OrganisationUiBrand>
        <StoreRouter history={history}>
          <Routes>
            <Route
              path="/:uuid/*"
              element={
                <RouteTitleProvider
                  value={{ id: 'summary-title', message: 'Check your answers before you submit' }}
                >
                  <AppSummaryScreen />
                </RouteTitleProvider>
              }
            />
          </Routes>
        </StoreRouter>
      </OrganisationUiBrand>
    </Provider>,
  );
  await screen.findByRole('button', { name: SUBMIT_APPLICATION_LABEL });
  return { store, history };
}

describe('the screen', () => {
  useFakeIntersectionObserver();

  async function renderSummary(application = readyApplication(), profile = makeProfile()) {
    const view = renderStepScreen(STEP, AppSummaryScreen, {
      application,
      preloaded: withProfile(profile),
    });
    await screen.findByRole('button', { name: SUBMIT_APPLICATION_LABEL });
    return view;
  }

  const submitButton = () => screen.getByRole('button', { name: SUBMIT_APPLICATION_LABEL });

  beforeEach(() => answerDisclosures());

  it('shows the answers as summary lists, each group under its heading', async () => {
    await renderSummary();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/check your answers/i);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About you',
      'Your property and income',
      'Your offer',
      'Ownership and credit check',
      'Government monitoring information',
      'Your disclosures',
      'Now submit your application',
    ]);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toContain('Social Security number');
    const ssnTerm = screen
      .getAllByRole('term')
      .find((t) => t.textContent === 'Social Security number');
    const ssnRow = ssnTerm!.parentElement!;
    expect(within(ssnRow).getByText('Provided')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d{3}-\d{2}-\d{4}/);
  });

  it('links each answer the borrower can change to its screen, opened from the summary', async () => {
    const user = setupUser();
    const { store } = await renderInAppRouter();
    const changes = screen
      .getAllByRole('link', { name: /^change /i })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(changes).toEqual([
      ['Change Line amount', `${APP}/product/select?change=app-summary`],
      ['Change Term', `${APP}/product/select?change=app-summary`],
      ['Change How you own the property', `${APP}/start/contact?change=app-summary`],
      ['Change Social Security number', `${APP}/start/contact?change=app-summary`],
      ['Change Hard credit pull', `${APP}/start/contact?change=app-summary`],
      ['Change Ethnicity', `${APP}/start/hmda?change=app-summary`],
      ['Change Race', `${APP}/start/hmda?change=app-summary`],
      ['Change Sex', `${APP}/start/hmda?change=app-summary`],
    ]);
    // Visually "Change"; the row's name only for screen readers.
    const link = screen.getByRole('link', { name: 'Change Race' });
    expect(within(link).getByText('Race')).toHaveClass('visually-hidden');
    // Following one moves the app there, with the query the routing reads.
    await user.click(link);
    expect(store.getState().navigation.location).toMatchObject({
      pathname: `${APP}/start/hmda`,
      search: '?change=app-summary',
    });
  });

  describeStepForm({
    render: () => renderSummary(),
    call: SUBMIT,
    submit: SUBMIT_APPLICATION_LABEL,
    fill: async () => undefined,
    body: {},
  });

  it('shows the disclosures to read, and refuses Submit, sending nothing, until each is accepted', async () => {
    const user = setupUser();
    answerDisclosures([EARLY, PRIVACY]);
    const accepts = captureCalls(ACCEPT);
    const submits = captureCalls(SUBMIT);
    const view = await renderSummary();
    // Each document in its viewer, under the disclosures' heading.
    expect(screen.getByRole('region', { name: EARLY.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: PRIVACY.title })).toBeInTheDocument();

    await user.click(submitButton());
    await expectErrorSummary([acceptMessage(EARLY), acceptMessage(PRIVACY)]);
    const links = within(screen.getByRole('alert')).getAllByRole('link');
    // Each entry leads to its document's acceptance box.
    const earlyBox = screen.getByRole('checkbox', { name: acceptLabel(EARLY) });
    await user.click(links[0]!);
    expect(earlyBox).toHaveFocus();
    expect(accepts).toEqual([]);
    expect(submits).toEqual([]);

    // Read to the end and accepted: the acceptance, then the submission.
    reportVisible(EARLY.title, 0.25);
    reportVisible(PRIVACY.title, 0.25);
    await user.click(earlyBox);
    await user.click(screen.getByRole('checkbox', { name: acceptLabel(PRIVACY) }));
    await user.click(submitButton());
    await expectRoutingAsked(view);
    expect(accepts).toEqual([{ documents: [EARLY.uuid, PRIVACY.uuid] }]);
    expect(submits).toEqual([{}]);
  });

  it('says when the disclosures cannot be loaded, with a way to try again', async () => {
    const user = setupUser();
    answerDisclosures({}, { status: 500 });
    renderStepScreen(STEP, AppSummaryScreen, { preloaded: withProfile(makeProfile()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: DISCLOSURES_LOAD_FAILED_TITLE }),
    ).toBeInTheDocument();
    answerDisclosures();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('button', { name: SUBMIT_APPLICATION_LABEL })).toBeEnabled();
  });
});
