import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../src/app/rootReducer';
import type { Profile } from '../../src/features/profile/types';
import ContactScreen, {
  CONTINUE_LABEL,
  HARD_CREDIT_LABEL,
  HARD_CREDIT_MESSAGE,
  OWNERSHIP_LEGEND,
  OWNERSHIP_MESSAGE,
  SSN_KEEP_HINT,
  SSN_LABEL,
} from '../../src/features/start/screens/ContactScreen';
import * as redactModule from '../../src/lib/redact';
import { heldSsnCount } from '../../src/lib/ssnHandoff';
import { SSN_MESSAGES } from '../../src/forms/schemas/ssn';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication, makeProfile } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'start/contact';
const MORE_INFO_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/more-info`,
);
const SSN = '123456789';
const SSN_TYPED = '123-45-6789';

/** A profile without an SSN or an ownership yet (the first time through). */
const newProfile = (overrides: Partial<Profile> = {}) =>
  makeProfile({
    hasSsn: false,
    addresses: [
      {
        uuid: 'addr-1',
        street1: '2140 Capitol Ave',
        city: 'Sacramento',
        state: 'CA',
        zip: '95816',
        ownership: null,
      },
    ],
    ...overrides,
  });

const withProfile = (profile: Profile): Partial<RootState> => ({
  profile: { profile, loadStatus: 'loaded', error: null },
});

function renderContact(profile: Profile = newProfile(), application = makeApplication()) {
  return renderStepScreen(STEP, ContactScreen, { application, preloaded: withProfile(profile) });
}

/** Answers the call; the bodies received are collected. */
function answerMoreInfo(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json(makeApplication({ consents: [{ type: 'HARD_CREDIT' }] })),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(MORE_INFO_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const ownershipGroup = () => screen.getByRole('group', { name: OWNERSHIP_LEGEND });
const ssnInput = () => screen.getByLabelText(SSN_LABEL);
const consent = () => screen.getByRole('checkbox', { name: HARD_CREDIT_LABEL });
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

async function fillIn(user: ReturnType<typeof userEvent.setup>, ssn = SSN) {
  await user.click(within(ownershipGroup()).getByRole('radio', { name: /joint/i }));
  await user.type(ssnInput(), ssn);
  await user.click(consent());
}

it('asks how they own the property, their SSN (masked) and the hard credit pull', () => {
  renderContact();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ownership and credit check');
  const choices = within(ownershipGroup()).getAllByRole('radio');
  expect(choices.map((choice) => choice.getAttribute('value'))).toEqual(['SOLE', 'JOINT', 'TRUST']);
  expect(within(ownershipGroup()).getByRole('radio', { name: /sole owner/i })).not.toBeChecked();
  expect(within(ownershipGroup()).getByRole('radio', { name: /trust/i })).toBeInTheDocument();
  expect(ssnInput()).toHaveAttribute('inputmode', 'numeric');
  expect(ssnInput()).toHaveAttribute('autocomplete', 'off');
  expect(ssnInput()).toHaveClass('form-input--masked');
  expect(consent()).not.toBeChecked();
  expect(consent()).toHaveAccessibleDescription(/may lower your credit score/);
});

it('says what is missing, each message once and linked to its field', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerMoreInfo();
  renderContact();
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    [OWNERSHIP_MESSAGE, '#field-ownership'],
    [SSN_MESSAGES.required, '#field-ssn'],
    [HARD_CREDIT_MESSAGE, '#field-hardCreditConsent'],
  ]);
  expect(ssnInput()).toHaveAttribute('aria-invalid', 'true');
  expect(consent()).toHaveAccessibleDescription(
    expect.stringContaining(`Error: ${HARD_CREDIT_MESSAGE}`),
  );
  expect(bodies).toEqual([]);
});

it.each([
  ['12345678', SSN_MESSAGES.digits],
  ['000123456', SSN_MESSAGES.invalid],
])('refuses the SSN %s: "%s"', async (typed, message) => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerMoreInfo();
  renderContact();
  await fillIn(user, typed);
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
  expect(bodies).toEqual([]);
});

it('sends { ownership, ssn (9 digits), hardCreditConsent: true }, busy while in flight', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerMoreInfo(async () => {
    await gate;
    return HttpResponse.json(makeApplication());
  });
  const { routingRequests } = renderContact();
  await fillIn(user);
  expect(ssnInput()).toHaveValue(SSN_TYPED);
  await user.click(continueButton());

  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  expect(pending).toHaveAttribute('aria-busy', 'true');
  await user.click(pending);
  expect(routingRequests()).toEqual([]);

  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(bodies).toEqual([{ ownership: 'JOINT', ssn: SSN, hardCreditConsent: true }]);
});

it('never puts the SSN in the store, before, during or after the call', async () => {
  const user = userEvent.setup({ delay: null });
  answerMoreInfo();
  const { store, routingRequests } = renderContact();
  const seen: string[] = [];
  const unsubscribe = store.subscribe(() => {
    const state = JSON.stringify(store.getState());
    if (state.includes(SSN) || state.includes(SSN_TYPED)) seen.push(state);
  });
  await fillIn(user);
  await user.click(continueButton());
  await waitFor(() => expect(routingRequests()).toHaveLength(1));
  unsubscribe();

  expect(seen).toEqual([]);
  expect(JSON.stringify(store.getState())).not.toMatch(/\b\d{9}\b|\d{3}-\d{2}-\d{4}/);
  expect(heldSsnCount()).toBe(0);

  // The actions themselves, as recorded (redaction turned off to see what it would have to hide):
  // RTK Query's actions carry the mutation's arguments, which hold a handle, not the number.
  jest.spyOn(redactModule, 'redact').mockImplementation((value) => value);
  const log = store.exportActionLog()!;
  const raw = JSON.stringify(log);
  expect(raw).not.toContain(SSN);
  expect(raw).not.toContain(SSN_TYPED);
  const pendingCall = log.actions.find(
    (action) =>
      action.type === 'api/executeMutation/pending' &&
      (action.meta as { arg: { endpointName: string } }).arg.endpointName === 'submitMoreInfo',
  );
  expect(pendingCall?.meta).toMatchObject({
    arg: {
      originalArgs: {
        applicationUuid: APPLICATION_UUID,
        ownership: 'JOINT',
        ssnHandle: expect.stringMatching(/^ssn-handle-\d+$/),
      },
    },
  });
});

it('puts a 400 about the SSN on its field and keeps every value', async () => {
  const user = userEvent.setup({ delay: null });
  answerMoreInfo(() =>
    HttpResponse.json(
      {
        errors: [
          { code: 'INVALID', message: 'This Social Security number cannot be used', field: 'ssn' },
        ],
      },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderContact();
  await fillIn(user);
  await user.click(continueButton());
  await waitFor(() =>
    expect(ssnInput()).toHaveAccessibleDescription(
      expect.stringContaining('Error: This Social Security number cannot be used'),
    ),
  );
  expect(ssnInput()).toHaveValue(SSN_TYPED);
  expect(within(ownershipGroup()).getByRole('radio', { name: /joint/i })).toBeChecked();
  expect(consent()).toBeChecked();
  expect(routingRequests()).toEqual([]);
  expect(heldSsnCount()).toBe(0);
});

it("shows a 500 with the spec's message, keeps every value, and sends again", async () => {
  const user = userEvent.setup({ delay: null });
  let fail = true;
  const bodies = answerMoreInfo(() =>
    fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(makeApplication()),
  );
  const { routingRequests } = renderContact();
  await fillIn(user);
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Something unexpected happened');
  expect(ssnInput()).toHaveValue(SSN_TYPED);
  expect(within(ownershipGroup()).getByRole('radio', { name: /joint/i })).toBeChecked();
  expect(consent()).toBeChecked();
  expect(continueButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);

  fail = false;
  await user.click(continueButton());
  await waitFor(() => expect(routingRequests()).toHaveLength(1));
  // The number went out again: each submit holds it afresh.
  expect(bodies).toEqual([
    { ownership: 'JOINT', ssn: SSN, hardCreditConsent: true },
    { ownership: 'JOINT', ssn: SSN, hardCreditConsent: true },
  ]);
});

describe('a change from the summary (the lender has the number)', () => {
  const knownProfile = () => makeProfile({ hasSsn: true });
  const consented = () => makeApplication({ consents: [{ type: 'HARD_CREDIT' }] });

  it('shows the answers given, and the SSN may be left blank', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = answerMoreInfo();
    const { routingRequests } = renderContact(knownProfile(), consented());
    expect(within(ownershipGroup()).getByRole('radio', { name: /sole owner/i })).toBeChecked();
    expect(consent()).toBeChecked();
    expect(ssnInput()).toHaveValue('');
    expect(ssnInput()).toHaveAccessibleDescription(SSN_KEEP_HINT);
    expect(SSN_KEEP_HINT).toMatch(/leave blank to keep the number you gave/i);

    await user.click(within(ownershipGroup()).getByRole('radio', { name: /trust/i }));
    await user.click(continueButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(bodies).toEqual([{ ownership: 'TRUST', hardCreditConsent: true }]);
  });

  it('a number typed is still checked, and sent when valid', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = answerMoreInfo();
    const { routingRequests } = renderContact(knownProfile(), consented());
    await user.type(ssnInput(), '1234');
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: SSN_MESSAGES.digits })).toBeInTheDocument();
    await user.type(ssnInput(), '56789');
    await user.click(continueButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(bodies).toEqual([{ ownership: 'SOLE', ssn: SSN, hardCreditConsent: true }]);
  });
});
