import type { ServerState } from '../../src/contract/serverStates';
import type { BpoStatus } from '../../src/contract/status';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { applicationApi } from '../../src/features/application';
import { push } from '../../src/features/navigation';
import {
  ApplicationSidePanel,
  VALUATION_PENDING_TEXT,
} from '../../src/features/progress/ApplicationSidePanel';
import { linksBankAccount } from '../../src/features/progress/progressSteps';
import { statusApi } from '../../src/features/status';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID, makeApplication, makeStatus } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import {
  APP,
  decide,
  definitions,
  loadedApplication,
  organisationNamed,
  renderWithStore,
  nextFrame,
} from './helpers';

useMockServer();

const MAIN_LABELS = [
  'Basic Info',
  'Select Offer',
  'Provide More Info',
  'Link Income Sources',
  'Verify Identity',
  'Sign Documents',
];

const stepList = () => screen.getByRole('list', { name: 'Application steps' });
const stepLabels = () =>
  within(stepList())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.progress-step__label')?.textContent);
const currentStep = () =>
  within(stepList())
    .queryAllByRole('listitem', { current: 'step' })
    .map((item) => item.querySelector('.progress-step__label')?.textContent);
const statesOf = () =>
  within(stepList())
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-state'));

const offerBlock = () => screen.queryByRole('region', { name: 'Your offer details' });

/** Serves the status with these fields and fetches it into the store, as the routing does. */
async function fetchStatus(
  store: ReturnType<typeof renderWithStore>['store'],
  fields: Record<string, unknown>,
) {
  server.use(
    http.get(url(`/service-krang-heloc/borrower/secure/api/v1/${APPLICATION_UUID}/status`), () =>
      HttpResponse.json(makeStatus(fields)),
    ),
  );
  await act(async () => {
    await store.dispatch(
      statusApi.endpoints.getStatus.initiate(APPLICATION_UUID, { subscribe: false }),
    );
  });
  await nextFrame();
}

describe('the steps', () => {
  test('heading, default text and the main steps; remote notary: Talk to eNotary', async () => {
    const { store } = renderWithStore(
      <ApplicationSidePanel />,
      `${APP}/liens`,
      loadedApplication(),
    );
    expect(screen.getByRole('complementary', { name: 'Application progress' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Application progress' })).toBeVisible();
    expect(
      screen.getByText(
        'Complete your loan process today and get funded in as little as five days.',
      ),
    ).toBeInTheDocument();
    expect(stepLabels()).toEqual([...MAIN_LABELS, 'Talk to eNotary']);

    await fetchStatus(store, { manualNotary: false });
    expect(stepLabels()).toEqual([...MAIN_LABELS, 'Talk to eNotary']);
  });

  test('a manual notary (status.manualNotary, fetched through the API): Schedule Notary Session', async () => {
    const { store } = renderWithStore(
      <ApplicationSidePanel />,
      `${APP}/liens`,
      loadedApplication(),
    );
    await fetchStatus(store, { manualNotary: true });
    expect(stepLabels()).toEqual([...MAIN_LABELS, 'Schedule Notary Session']);
    expect(screen.queryByText('Talk to eNotary')).not.toBeInTheDocument();
  });

  test('without a routing decision the page marks the current step; done and upcoming around it', () => {
    const { store } = renderWithStore(
      <ApplicationSidePanel />,
      `${APP}/income/upload/MANUAL_PAYSTUB`,
      loadedApplication(),
    );
    expect(currentStep()).toEqual(['Link Income Sources']);
    expect(statesOf()).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(within(stepList()).getAllByText('Completed:')).toHaveLength(3);

    act(() => void store.dispatch(push(`${APP}/product/select`)));
    expect(currentStep()).toEqual(['Select Offer']);
    act(() => void store.dispatch(push(`${APP}/notary/intro`)));
    expect(currentStep()).toEqual(['Talk to eNotary']);
    act(() => void store.dispatch(push(`${APP}/error/timeout`)));
    expect(currentStep()).toEqual([]);
    expect(statesOf().every((state) => state === 'upcoming')).toBe(true);
  });

  test("the routing engine's last decision for this application wins over the page", () => {
    const { store } = renderWithStore(
      <ApplicationSidePanel />,
      `${APP}/conditions`,
      loadedApplication(),
    );
    expect(currentStep()).toEqual(['Verify Identity']);

    decide(store, 'signing/intro');
    expect(currentStep()).toEqual(['Sign Documents']);

    // Moving between pages does not change what the engine decided.
    act(() => void store.dispatch(push(`${APP}/liens`)));
    expect(currentStep()).toEqual(['Sign Documents']);

    decide(store, 'start/hmda');
    expect(currentStep()).toEqual(['Provide More Info']);
  });

  test('a decision for another application, or for /dashboard, leaves the page to decide', () => {
    const { store } = renderWithStore(
      <ApplicationSidePanel />,
      `${APP}/product/select`,
      loadedApplication(),
    );
    decide(store, 'notary/intro', '11111111-2222-4333-8444-555555555555');
    expect(currentStep()).toEqual(['Select Offer']);
    decide(store, null);
    expect(currentStep()).toEqual(['Select Offer']);
  });
});

describe('the header', () => {
  test('shows the Application ID (the loan number) once the application is fetched', async () => {
    const { store } = renderWithStore(<ApplicationSidePanel />, `${APP}/liens`);
    const panel = screen.getByRole('complementary', { name: 'Application progress' });
    expect(within(panel).queryByText('Application ID')).not.toBeInTheDocument();

    server.use(
      http.get(url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}`), () =>
        HttpResponse.json(makeApplication({ loanNumber: 'HE-777001' })),
      ),
    );
    await act(async () => {
      await store.dispatch(
        applicationApi.endpoints.getApplication.initiate(APPLICATION_UUID, { subscribe: false }),
      );
    });
    await nextFrame();
    expect(within(panel).getByText('Application ID')).toBeInTheDocument();
    expect(panel.querySelector('.progress-panel__application-id')).toHaveTextContent(
      'Application ID HE-777001',
    );
  });
});

describe('Your offer details', () => {
  test('APR, Initial draw, Monthly payment (amortising) and Fixed term in years', () => {
    renderWithStore(
      <ApplicationSidePanel />,
      `${APP}/product/select`,
      loadedApplication({ amount: 85000, rate: 8.45, term: 120, uwCalculatedDrawAmount: 85000 }),
    );
    const block = offerBlock()!;
    expect(within(block).getByRole('heading', { name: 'Your offer details' })).toBeVisible();
    // $85,000 at 8.45% over 120 months: 85000 × r / (1 − (1 + r)^−120), r = 0.0845 / 12,
    // is 1051.6066988…, so $1,051.61 (worked out independently in offer.test.ts).
    expect(definitions(block.querySelector('dl')!)).toEqual({
      APR: '8.45%',
      'Initial draw': '$85,000',
      'Monthly payment': '$1,051.61',
      'Fixed term': '10 years',
    });
  });

  test("the initial draw is the amount chosen, not the lender's calculated maximum", () => {
    renderWithStore(
      <ApplicationSidePanel />,
      `${APP}/product/select`,
      loadedApplication({ amount: 60000, uwCalculatedDrawAmount: 250000 }),
    );
    expect(definitions(offerBlock()!.querySelector('dl')!)['Initial draw']).toBe('$60,000');
  });

  test('age-restricted interest-only: no Fixed term line, the payment is the interest rounded up', () => {
    renderWithStore(
      <ApplicationSidePanel />,
      `${APP}/product/select`,
      loadedApplication({
        amount: 85000,
        rate: 8.45,
        term: 120,
        isAgeRestrictedInterestOnly: true,
      }),
    );
    const block = offerBlock()!;
    // 85000 × 8.45 % / 365.25 × 365.25 / 12 = 598.541666…: rounded UP, $598.55 (not $598.54).
    expect(definitions(block.querySelector('dl')!)).toEqual({
      APR: '8.45%',
      'Initial draw': '$85,000',
      'Monthly payment': '$598.55',
    });
    expect(within(block).queryByText('Fixed term')).not.toBeInTheDocument();
  });

  test.each([
    ['rate 0', { rate: 0 }],
    ['amount 0', { amount: 0 }],
    ['a negative rate', { rate: -1 }],
  ])('hidden with %s (only when rate and amount are above 0)', (_name, overrides) => {
    renderWithStore(
      <ApplicationSidePanel />,
      `${APP}/product/select`,
      loadedApplication(overrides),
    );
    expect(offerBlock()).not.toBeInTheDocument();
    expect(screen.queryByText('Monthly payment')).not.toBeInTheDocument();
  });

  test('hidden before the application is loaded', () => {
    renderWithStore(<ApplicationSidePanel />, `${APP}/product/select`);
    expect(offerBlock()).not.toBeInTheDocument();
  });
});

describe('the property details card', () => {
  test('Address, Property value (adjusted home amount) and Property condition', () => {
    renderWithStore(
      <ApplicationSidePanel />,
      `${APP}/liens`,
      loadedApplication({ adjustedHomeAmount: 640000 }),
    );
    const card = screen.getByRole('region', { name: 'Property details' });
    expect(definitions(card.querySelector('dl')!)).toEqual({
      Address: '2140 Capitol Ave, Sacramento, CA 95816',
      'Property value': '$640,000',
      'Property condition': 'Good',
    });
  });

  test('a condition in several words reads naturally; unknown values are left out', () => {
    renderWithStore(
      <ApplicationSidePanel />,
      `${APP}/liens`,
      loadedApplication({
        adjustedHomeAmount: null,
        property: {
          uuid: 'addr-1',
          state: 'TX',
          address: {
            street1: '9 Elm St',
            street2: 'Unit 4',
            city: 'Austin',
            state: 'TX',
            zip: '78701',
          },
          condition: 'VERY_GOOD',
        },
      }),
    );
    const card = screen.getByRole('region', { name: 'Property details' });
    expect(definitions(card.querySelector('dl')!)).toEqual({
      Address: '9 Elm St, Unit 4, Austin, TX 78701',
      'Property condition': 'Very good',
    });
  });
});

describe('the property details card while a valuation is to come', () => {
  const withStatus = (serverState: ServerState, bpo: BpoStatus) => ({
    ...loadedApplication({ adjustedHomeAmount: 640000 }),
    status: {
      applicationUuid: APPLICATION_UUID,
      serverState,
      status: { bpo },
      fetchedAt: 1,
      error: null,
    },
  });
  const card = () =>
    definitions(screen.getByRole('region', { name: 'Property details' }).querySelector('dl')!);

  test.each<[ServerState, BpoStatus]>([
    ['BPO_ORDER', 'REQUIRED'],
    ['IDENTITY_VERIFICATION', 'ORDERED'],
    ['IDENTITY_VERIFICATION', 'PROCESSING'],
    ['NO_AVM', 'UNKNOWN'],
    ['HOME_VALUE_ESTIMATE', 'NOT_REQUIRED'],
    ['BPO_PROCESSING', 'COMPLETE'],
  ])('state %s with bpo %s: value and condition read "Pending valuation"', (state, bpo) => {
    renderWithStore(<ApplicationSidePanel />, `${APP}/bpo/condition`, withStatus(state, bpo));
    expect(card()).toEqual({
      Address: '2140 Capitol Ave, Sacramento, CA 95816',
      'Property value': i18n._(VALUATION_PENDING_TEXT),
      'Property condition': i18n._(VALUATION_PENDING_TEXT),
    });
  });

  test.each<[ServerState, BpoStatus]>([
    ['IDENTITY_VERIFICATION', 'UNKNOWN'],
    ['FINAL_OFFER', 'COMPLETE'],
    ['OFFER_SELECTION', 'NOT_REQUIRED'],
  ])('state %s with bpo %s: the estimate shows', (state, bpo) => {
    renderWithStore(<ApplicationSidePanel />, `${APP}/identity`, withStatus(state, bpo));
    expect(card()).toMatchObject({ 'Property value': '$640,000', 'Property condition': 'Good' });
  });
});

describe('the footer line', () => {
  const LINE =
    'Your data is protected with 256-bit encryption. Acme Home Lending never sees or stores your credentials.';
  const panelAt = (step: string) => {
    renderWithStore(<ApplicationSidePanel />, `${APP}/${step}`, {
      ...loadedApplication(),
      ...organisationNamed('Acme Home Lending'),
    });
    return screen.getByRole('complementary', { name: 'Application progress' });
  };

  test("where a bank account is linked, says the data is protected, with the organisation's company name", () => {
    expect(within(panelAt('bank/disburse')).getByText(LINE)).toBeInTheDocument();
  });

  test('is not shown where no bank account is linked', () => {
    expect(within(panelAt('liens')).queryByText(LINE)).not.toBeInTheDocument();
  });
});

test('linksBankAccount: the bank pages and the return from the bank sign-in, nothing else', () => {
  for (const step of ['bank/disburse', 'bank/confirm', 'bank/autopay', 'plaid-oauth-success']) {
    expect(linksBankAccount(step)).toBe(true);
  }
  for (const step of ['liens', 'income/review', 'identity', null]) {
    expect(linksBankAccount(step)).toBe(false);
  }
});
