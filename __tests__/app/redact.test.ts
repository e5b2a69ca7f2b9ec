import { devToolsOptions } from '../../src/app/devtools';
import { baseApi } from '../../src/api/baseApi';
import { announcementCleared, toastDismissed } from '../../src/features/feedback/feedbackSlice';
import { routingArrived } from '../../src/features/routing/routingSlice';
import { redact, REDACTED } from '../../src/lib/redact';
import { ID_PAYLOAD_ACTIONS, redactForSupport } from '../../src/lib/supportRedaction';

describe('secrets, wherever they go (docs/support.md#what-support-files-hold)', () => {
  test('sensitive keys are replaced at any depth, booleans like hasSsn kept', () => {
    const input = {
      profile: { dob: '1984-03-14', hasSsn: true, ssn: '123-45-6789', name: { firstName: 'Alex' } },
      application: {
        disburseAccount: {
          routingNumber: '121000358',
          accountNumber: '000123456789',
          mask: '6789',
        },
      },
      args: { email: 'a@example.com', password: 'hunter2' },
      chat: { token: 'abc', nonce: 'n-1', stream: { providerUserToken: 'x' } },
      list: [{ dateOfBirth: '1990-01-01' }],
    };
    const output = redact(input);
    expect(output).toEqual({
      profile: { dob: REDACTED, hasSsn: true, ssn: REDACTED, name: { firstName: 'Alex' } },
      application: {
        disburseAccount: { routingNumber: REDACTED, accountNumber: REDACTED, mask: '6789' },
      },
      args: { email: 'a@example.com', password: REDACTED },
      chat: { token: REDACTED, nonce: REDACTED, stream: { providerUserToken: REDACTED } },
      list: [{ dateOfBirth: REDACTED }],
    });
    expect(input.profile.dob).toBe('1984-03-14');
  });

  test('SSNs, nine-digit numbers and JWTs are hidden inside any text', () => {
    expect(
      redact({
        message:
          'ssn 123-45-6789 routing 121000358 jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig zip 95814-1234',
      }),
    ).toEqual({ message: `ssn ${REDACTED} routing ${REDACTED} jwt ${REDACTED} zip 95814-1234` });
  });

  test('null sensitive values stay null (nothing to hide)', () => {
    expect(redact({ dob: null, routingNumber: undefined })).toEqual({
      dob: null,
      routingNumber: undefined,
    });
  });

  test('non-plain objects do not leak', () => {
    expect(redact({ error: new Error('bad 123-45-6789'), when: new Date(0) })).toEqual({
      error: { name: 'Error', message: `bad ${REDACTED}` },
      when: '[Date]',
    });
  });
});

/** A borrower's case as the store may hold it: personal values under fields old and new. */
const CASE = {
  profile: {
    uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    type: 'BORROWER',
    name: { firstName: 'Avery', middleName: 'J', lastName: 'Quinn' },
    email: 'avery.quinn@example.com',
    phoneNumbers: [{ uuid: 'p-1', number: '9165550142', type: 'MOBILE' }],
    dob: '1984-03-14',
    hasSsn: true,
  },
  application: {
    uuid: '3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b',
    loanNumber: '7104829351',
    state: 'NOTE_SIGNING',
    property: { address: { street1: '1234 Juniper Lane', city: 'Sacramento', state: 'CA', zip: '95814' } },
    amount: 60000,
    term: 120,
    rate: 8.45,
    adjustedHomeAmount: 640000,
    incomeSources: [{ uuid: 'inc-1', employmentType: 'FULL_TIME', employerName: 'County of Riverside', annualIncome: 145000 }],
    hmda: { ethnicity: ['OTHER_HISPANIC_OR_LATINO'], ethnicityOther: 'Salvadoran', raceTribe: 'Navajo Nation' },
    consents: [{ type: 'SOFT_CREDIT', acceptedAt: '2026-12-01T10:00:00.000Z' }],
  },
  // Fields no rule knew of when they were added: a chat's and the CEO feedback's.
  chat: { friendlyName: 'Avery Quinn', messages: [{ id: 'm-1', from: 'customer', text: 'I live at 1234 Juniper Lane', at: 1796519657411 }] },
  feedback: { topic: 'IMPROVE_OUR_PRODUCT', message: 'Uploading took two tries', nickname: 'AQ' },
  navigation: { location: { pathname: '/account/heloc/3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b/liens', search: '?step=name&email=avery%40example.com', hash: '', key: 'k1' } },
  routing: { decisions: [{ rule: 'server state LIEN_VERIFICATION; settled', trail: [{ kind: 'move', name: 'profile complete', from: 'profile', to: 'liens' }] }] },
}; // prettier-ignore

describe('for support, an allow-list (docs/support.md#what-support-files-hold)', () => {
  const output = redactForSupport(CASE);
  const text = JSON.stringify(output);

  test('no text or number a person gave leaves, under any field, old or new', () => {
    const personal = ['Avery', 'Quinn', 'avery', 'Juniper', 'Sacramento', '95814', '9165550142', '0142',
      'Riverside', '145000', '640000', 'Salvadoran', 'Navajo', 'two tries', 'AQ', '1984']; // prettier-ignore
    expect(personal.filter((value) => text.includes(value))).toEqual([]);
  });

  test("what support needs to recognise the case stays: ids, states, codes, flags, paths, times, the line's terms", () => {
    expect(output.profile).toMatchObject({
      uuid: CASE.profile.uuid,
      type: 'BORROWER',
      hasSsn: true,
      dob: REDACTED,
    });
    expect(output.application).toMatchObject({
      uuid: CASE.application.uuid, loanNumber: '7104829351', state: 'NOTE_SIGNING',
      amount: 60000, term: 120, rate: 8.45,
      consents: [{ type: 'SOFT_CREDIT', acceptedAt: '2026-12-01T10:00:00.000Z' }],
    }); // prettier-ignore
    expect(output.application.property.address.state).toBe('CA');
    expect(output.chat.messages[0]).toMatchObject({
      id: 'm-1',
      from: 'customer',
      at: 1796519657411,
    });
    expect(output.feedback.topic).toBe('IMPROVE_OUR_PRODUCT');
    expect(output.navigation.location).toMatchObject({
      pathname: CASE.navigation.location.pathname,
      key: 'k1',
    });
    // The app's own explanation of a routing decision.
    expect(output.routing.decisions[0]).toEqual(CASE.routing.decisions[0]);
  });

  test('every other value is replaced by its shape: its length, or that it was a number', () => {
    expect(output.profile.name).toEqual({ firstName: '[text, 5 chars]', middleName: '[text, 1 char]', lastName: '[text, 5 chars]' });
    expect(output.chat.friendlyName).toBe('[text, 11 chars]');
    expect(output.application.adjustedHomeAmount).toBe('[number]');
    expect(output.application.incomeSources[0]!.annualIncome).toBe('[number]');
    // A code field holds codes: a text with spaces there is free text.
    expect(redactForSupport({ type: 'Avery Quinn' })).toEqual({ type: '[text, 11 chars]' });
    // The query string keeps the app's own parameters' values.
    expect(output.navigation.location.search).toBe('?step=name&email=%5Btext%2C%2017%20chars%5D');
  }); // prettier-ignore

  test('RTK Query cache keys and arguments keep ids and codes, and lose personal values the same way in both', () => {
    const key = 'checkEmail({"email":"avery@example.com","orgCode":"main"})';
    const state = {
      api: { queries: { [key]: { queryCacheKey: key, originalArgs: { email: 'avery@example.com', orgCode: 'main' } } } },
      byId: { queryCacheKey: 'getApplication("3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b")', originalArgs: 'main' },
    }; // prettier-ignore
    const safe = redactForSupport(state);
    const safeKey = 'checkEmail({"email":"[text, 17 chars]","orgCode":"main"})';
    expect(safe.api.queries).toEqual({
      [safeKey]: { queryCacheKey: safeKey, originalArgs: { email: '[text, 17 chars]', orgCode: 'main' } },
    });
    expect(safe.byId).toEqual(state.byId);
    // One text passed whole is an id or a code; a sentence is not.
    expect(redactForSupport({ originalArgs: 'Avery Quinn' })).toEqual({ originalArgs: '[text, 11 chars]' });
  }); // prettier-ignore

  test("an action's lone text is kept only where it is an id or a path", () => {
    expect(
      ID_PAYLOAD_ACTIONS.map((type) => redactForSupport({ type, payload: 'a-7/b' }).payload),
    ).toEqual(ID_PAYLOAD_ACTIONS.map(() => 'a-7/b'));
    expect(redactForSupport({ type: 'chat/messageNotSent', payload: 'Hello' })).toEqual({
      type: 'chat/messageNotSent',
      payload: '[text, 5 chars]',
    });
    // Each is an action of the app's.
    expect(ID_PAYLOAD_ACTIONS).toEqual([
      baseApi.internalActions.middlewareRegistered.type,
      toastDismissed.type,
      announcementCleared.type,
      routingArrived.type,
    ]);
  });

  test('redacting again changes nothing: a file redacted as it left the page stays as it is', () => {
    expect(redactForSupport(output)).toEqual(output);
  });

  test("the DevTools sanitizers and the app's log use it", () => {
    expect(devToolsOptions.stateSanitizer(CASE)).toEqual(output);
    const action = {
      type: 'chat/started',
      payload: { friendlyName: 'Avery Quinn', password: 'p' },
    };
    expect(devToolsOptions.actionSanitizer(action)).toEqual({
      type: 'chat/started',
      payload: { friendlyName: '[text, 11 chars]', password: REDACTED },
    });
  });
});
