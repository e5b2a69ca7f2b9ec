import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Profile } from '../../src/features/profile';
import ContactScreen, {
  CONTINUE_LABEL as CONTINUE,
  HARD_CREDIT_LABEL as HARD_CREDIT,
  HARD_CREDIT_MESSAGE,
  OWNERSHIP_LEGEND as OWNERSHIP,
  OWNERSHIP_MESSAGE,
  SSN_KEEP_HINT as SSN_KEEP,
  SSN_LABEL as SSN_NAME,
} from '../../src/features/start/screens/ContactScreen';
import { i18n } from '../../src/lib/i18n';
import * as redactModule from '../../src/lib/supportRedaction';
import { heldSsnCount } from '../../src/lib/ssnHandoff';
import { SSN_MESSAGES } from '../../src/forms/schemas/ssn';
import { APPLICATION_UUID, makeApplication, makeProfile } from '../support/fixtures';
import { renderStepScreen, withProfile } from '../support/renderStepScreen';
import {
  captureCalls,
  describeStepForm,
  expectRoutingAsked,
  failure,
  setupUser,
  stepCall,
  type User,
} from '../support/screenTest';
import { url, useMockServer } from '../support/server';

useMockServer();

const CONTINUE_LABEL = i18n._(CONTINUE);
const HARD_CREDIT_LABEL = i18n._(HARD_CREDIT);
const OWNERSHIP_LEGEND = i18n._(OWNERSHIP);
const SSN_KEEP_HINT = i18n._(SSN_KEEP);
const SSN_LABEL = i18n._(SSN_NAME);

const STEP = 'start/contact';
const MORE_INFO_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/more-info`,
);
const SSN = '123456789';
const SSN_TYPED = '123-45-6789';

/** The lender's 400 on ssn. */
const REFUSED = 'This Social Security number cannot be used';

/** A profile without an SSN or an ownership yet (the first time through). */
const newProfile = (overrides: Partial<Profile> = {}) =>
  makeProfile({
    hasSsn: false,
    addresses: makeProfile().addresses.map((address) => ({ ...address, ownership: null })),
    ...overrides,
  });

function renderContact(profile: Profile = newProfile(), application = makeApplication()) {
  return renderStepScreen(STEP, ContactScreen, { application, preloaded: withProfile(profile) });
}

const MORE_INFO = stepCall('put', MORE_INFO_URL, () =>
  HttpResponse.json(makeApplication({ consents: [{ type: 'HARD_CREDIT' }] })),
);

const ownershipGroup = () => screen.getByRole('group', { name: OWNERSHIP_LEGEND });
const ssnInput = () => screen.getByLabelText(SSN_LABEL);
const consent = () => screen.getByRole('checkbox', { name: HARD_CREDIT_LABEL });
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

async function fillIn(user: User, ssn = SSN) {
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

describeStepForm({
  render: () => renderContact(),
  call: MORE_INFO,
  submit: CONTINUE_LABEL,
  missing: [
    [i18n._(OWNERSHIP_MESSAGE), '#field-ownership'],
    [i18n._(SSN_MESSAGES.required), '#field-ssn'],
    [i18n._(HARD_CREDIT_MESSAGE), '#field-hardCreditConsent'],
  ],
  refused: [
    ['an SSN of 8 digits', (user) => fillIn(user, '12345678'), [i18n._(SSN_MESSAGES.digits)]],
    [
      'an SSN the SSA never issues',
      (user) => fillIn(user, '000123456'),
      [i18n._(SSN_MESSAGES.invalid)],
    ],
  ],
  fill: fillIn,
  body: { ownership: 'JOINT', ssn: SSN, hardCreditConsent: true },
  serverError: { field: 'ssn', message: REFUSED, control: ssnInput },
});

it('never puts the SSN in the store, before, during or after the call', async () => {
  const user = setupUser();
  captureCalls(MORE_INFO);
  const { store, routingRequests } = renderContact();
  const seen: string[] = [];
  const unsubscribe = store.subscribe(() => {
    const state = JSON.stringify(store.getState());
    if (state.includes(SSN) || state.includes(SSN_TYPED)) seen.push(state);
  });
  await fillIn(user);
  expect(ssnInput()).toHaveValue(SSN_TYPED);
  await user.click(continueButton());
  await waitFor(() => expect(routingRequests()).toHaveLength(1));
  unsubscribe();

  expect(seen).toEqual([]);
  expect(JSON.stringify(store.getState())).not.toMatch(/\b\d{9}\b|\d{3}-\d{2}-\d{4}/);
  expect(heldSsnCount()).toBe(0);

  // The actions themselves, as recorded (redaction turned off to see what it would have to hide):
  // RTK Query's actions carry the mutation's arguments, which hold a handle, not the number.
  jest.spyOn(redactModule, 'redactForSupport').mockImplementation((value) => value);
  const log = (await store.exportActionLog())!;
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

it('holds the number afresh for each submit: after a 500 none is held, and it goes out again', async () => {
  const user = setupUser();
  let fail = true;
  const bodies = captureCalls(MORE_INFO, () =>
    fail ? failure() : HttpResponse.json(makeApplication()),
  );
  const view = renderContact();
  await fillIn(user);
  await user.click(continueButton());
  await screen.findByRole('alert');
  expect(heldSsnCount()).toBe(0);

  fail = false;
  await user.click(continueButton());
  await expectRoutingAsked(view);
  const sent = { ownership: 'JOINT', ssn: SSN, hardCreditConsent: true };
  expect(bodies).toEqual([sent, sent]);
});

describe('a change from the summary (the lender has the number)', () => {
  const knownProfile = () => makeProfile({ hasSsn: true });
  const consented = () => makeApplication({ consents: [{ type: 'HARD_CREDIT' }] });

  it('shows the answers given, and the SSN may be left blank', async () => {
    const user = setupUser();
    const bodies = captureCalls(MORE_INFO);
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
    const user = setupUser();
    const bodies = captureCalls(MORE_INFO);
    const { routingRequests } = renderContact(knownProfile(), consented());
    await user.type(ssnInput(), '1234');
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: i18n._(SSN_MESSAGES.digits) }),
    ).toBeInTheDocument();
    await user.type(ssnInput(), '56789');
    await user.click(continueButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(bodies).toEqual([{ ownership: 'SOLE', ssn: SSN, hardCreditConsent: true }]);
  });
});
