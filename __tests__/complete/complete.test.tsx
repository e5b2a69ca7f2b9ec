import type { ServerState } from '../../src/contract/serverStates';
import type { StatusObject } from '../../src/contract/status';
import { screen, within } from '@testing-library/react';
import type { RootState } from '../../src/app/rootReducer';
import type { HelocApplication } from '../../src/features/application';
import { currentFundingStage, stageState } from '../../src/features/complete/fundingTimeline';
import CompleteScreen, {
  FIGURES_HEADING,
  FIRST_PAYMENT_LABEL,
  firstPaymentText,
  FUNDED_HEADING,
  FUNDED_TEXT,
  LINE_AMOUNT_LABEL,
  ON_ITS_WAY_TEXT,
  TIMELINE_HEADING,
} from '../../src/features/complete/screens/CompleteScreen';
import { CHECK_AGAIN_LABEL as CHECK_AGAIN_LABEL_MESSAGE } from '../../src/ui/CheckAgain';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { i18n } from '../../src/lib/i18n';

const CHECK_AGAIN_LABEL = i18n._(CHECK_AGAIN_LABEL_MESSAGE);

describe('currentFundingStage', () => {
  it.each<[ServerState | null, StatusObject, string | undefined, string]>([
    [null, {}, undefined, 'rescission'],
    ['RESCISSION', { checklistStatus: 'GEN_RESCISSION' }, undefined, 'rescission'],
    ['RESCISSION', { checklistStatus: 'RESCISSION' }, undefined, 'rescission'],
    ['RECORDING', { checklistStatus: 'RECORDING' }, undefined, 'recording'],
    [null, { checklistStatus: 'RECORDING' }, undefined, 'recording'],
    ['FUNDABLE', { checklistStatus: 'FUNDABLE' }, undefined, 'fundable'],
    ['FUNDING_DECISION', { checklistStatus: 'RECORDING' }, undefined, 'fundable'],
    ['DIRECT_DEBT_PAYOFF', {}, undefined, 'fundable'],
    ['FUNDABLE', { checklistStatus: 'FUNDABLE', condition: 'FUNDED' }, undefined, 'funded'],
    ['FUNDABLE', {}, 'COMPLETE', 'funded'],
    ['DEED_SIGNING', { primaryParticipantAcceptComplete: true }, undefined, 'rescission'],
  ])(
    'server state %s with %j (application %s) is %s',
    (serverState, status, applicationState, stage) => {
      expect(currentFundingStage({ serverState, status, applicationState })).toBe(stage);
    },
  );

  it("is funded, and Funded done, once the lender's funding record says so, whatever else lags", () => {
    const stage = currentFundingStage({
      serverState: 'FUNDING_DECISION',
      status: { checklistStatus: 'FUNDABLE' },
      applicationState: 'FUNDING_DECISION',
      fundedAt: '2026-12-07T15:00:00Z',
    });
    expect(stage).toBe('funded');
    expect(stageState('funded', stage)).toBe('done');
    expect(
      currentFundingStage({ serverState: 'FUNDING_DECISION', status: {}, fundedAt: null }),
    ).toBe('fundable');
  });

  it('marks the stages before as done, the current one in progress, the last done once reached', () => {
    expect(stageState('rescission', 'recording')).toBe('done');
    expect(stageState('recording', 'recording')).toBe('current');
    expect(stageState('funded', 'recording')).toBe('upcoming');
    expect(stageState('funded', 'funded')).toBe('done');
  });
});

const withStatus = (
  serverState: ServerState | null,
  status: Record<string, unknown>,
): Partial<RootState> => ({
  status: { applicationUuid: APPLICATION_UUID, serverState, status, fetchedAt: 1, error: null },
});

function renderComplete(
  serverState: ServerState | null,
  status: Record<string, unknown>,
  application: HelocApplication = makeApplication({ state: 'RECORDING' }),
) {
  return renderStepScreen('complete', CompleteScreen, {
    application,
    preloaded: withStatus(serverState, status),
  });
}

const stages = () =>
  within(screen.getByRole('list', { name: i18n._(TIMELINE_HEADING) }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it('shows the funding timeline in order, the current stage marked in words', () => {
  renderComplete('RECORDING', { checklistStatus: 'RECORDING' });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Your line of credit is on its way' }),
  ).toBeVisible();
  expect(screen.getByText(i18n._(ON_ITS_WAY_TEXT))).toBeVisible();
  expect(stages()).toEqual([
    expect.stringMatching(/^✓Rescission \(Done\)Your right to cancel/),
    expect.stringMatching(/^2Recording \(In progress\)/),
    expect.stringMatching(/^3Fundable \(Coming up\)/),
    expect.stringMatching(/^4Funded \(Coming up\)/),
  ]);
  const current = screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step');
  expect(current).toHaveLength(1);
  expect(current[0]).toHaveTextContent('Recording');
  expect(screen.getByRole('button', { name: CHECK_AGAIN_LABEL })).toBeVisible();
});

it('shows the line amount and the first payment, and the accounts by their last 4 digits', () => {
  const { container } = renderComplete(
    'RESCISSION',
    { checklistStatus: 'RESCISSION' },
    makeApplication({
      payType: 'AUTOPAY',
      autopayAccount: { uuid: 'acct-2', mask: '4321' },
      disburseAccount: { uuid: 'acct-1', mask: '6789' },
    }),
  );
  expect(screen.getByRole('heading', { level: 2, name: i18n._(FIGURES_HEADING) })).toBeVisible();
  const figures = container.querySelector('dl')!;
  const rows = within(figures)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(rows).toEqual([
    [i18n._(LINE_AMOUNT_LABEL), '$85,000'],
    [i18n._(FIRST_PAYMENT_LABEL), i18n._(firstPaymentText('$1,051.61'))],
    ['Payments', 'Taken automatically from the account ending 4321'],
    ['Money sent to', 'The account ending 6789'],
  ]);
});

it('says a funded line is funded, every stage done, and stops checking', () => {
  renderComplete('FUNDABLE', { checklistStatus: 'FUNDABLE', condition: 'FUNDED' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(i18n._(FUNDED_HEADING));
  expect(screen.getByText(i18n._(FUNDED_TEXT))).toBeVisible();
  expect(stages().map((text) => /\((\w[\w ]*)\)/.exec(text ?? '')?.[1])).toEqual([
    'Done',
    'Done',
    'Done',
    'Done',
  ]);
  expect(screen.getByText('Funded').closest('li')).toHaveAttribute('aria-current', 'step');
  expect(screen.queryByRole('button', { name: CHECK_AGAIN_LABEL })).toBeNull();
});

it('leaves out what it does not know', () => {
  renderComplete(null, {}, makeApplication({ amount: 0, payType: 'MANUAL' }));
  expect(screen.queryByText(i18n._(LINE_AMOUNT_LABEL))).toBeNull();
  expect(screen.queryByText(i18n._(FIRST_PAYMENT_LABEL))).toBeNull();
  expect(screen.getByText('You pay each month yourself')).toBeVisible();
  expect(stages()[0]).toMatch(/Rescission \(In progress\)/);
});
