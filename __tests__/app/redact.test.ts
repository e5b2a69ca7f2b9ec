import { devToolsOptions } from '../../src/app/devtools';
import { redact, REDACTED, redactForSupport } from '../../src/lib/redact';

describe('redaction (DevTools, logs, exported logs)', () => {
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

  test('the DevTools sanitizers redact actions and state', () => {
    const action = {
      type: 'api/executeQuery/fulfilled',
      payload: { dob: '1984-03-14' },
      meta: { arg: { originalArgs: { password: 'p' } } },
    };
    expect(devToolsOptions.actionSanitizer(action)).toEqual({
      type: 'api/executeQuery/fulfilled',
      payload: { dob: REDACTED },
      meta: { arg: { originalArgs: { password: REDACTED } } },
    });
    expect(devToolsOptions.stateSanitizer({ profile: { profile: { dob: 'x' } } })).toEqual({
      profile: { profile: { dob: REDACTED } },
    });
  });

  test('for support, e-mails keep their domain and phone numbers their last 2 digits', () => {
    const input = {
      profile: {
        email: 'maria.alvarez@example.com',
        phoneNumbers: [{ uuid: 'p1', number: '5035550147', type: 'MOBILE' }],
        dob: '1984-03-14',
      },
      officer: { phoneFormatted: '(949) 555-0176', note: 'write to priya@summitgate.example' },
      application: { uuid: '3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b', loanNumber: '7104829351' },
    };
    expect(redactForSupport(input)).toEqual({
      profile: {
        email: '***@example.com',
        phoneNumbers: [{ uuid: 'p1', number: '********47', type: 'MOBILE' }],
        dob: REDACTED,
      },
      officer: { phoneFormatted: '(***) ***-**76', note: 'write to ***@summitgate.example' },
      // What support needs to recognise the case stays.
      application: { uuid: '3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b', loanNumber: '7104829351' },
    });
    // The plain redaction (the sandbox's request log, telemetry's first pass) keeps contacts.
    expect(redact(input).profile.email).toBe('maria.alvarez@example.com');
    expect(devToolsOptions.stateSanitizer(input).profile.email).toBe('***@example.com');
  });
});

test('for support, names, the employer, the home address and free text are masked; the case stays recognisable', () => {
  const input = {
    profile: { name: { firstName: 'Avery', middleName: 'J', lastName: 'Quinn' } },
    application: {
      uuid: 'a1',
      state: 'NOTE_SIGNING',
      property: {
        address: {
          street1: '1234 Juniper Lane',
          street2: 'Unit 2',
          city: 'Sacramento',
          state: 'CA',
          zip: '95814',
        },
      },
      employment: { employerName: 'County of Riverside' },
      hmda: {
        ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
        ethnicityOther: 'Salvadoran',
        race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'ASIAN', 'OTHER_ASIAN'],
        raceTribe: 'Navajo Nation',
        raceOtherAsian: 'Hmong',
        raceOtherPacificIslander: 'Tongan',
        sex: ['FEMALE'],
      },
    },
    signing: { signatureName: 'Avery Quinn' },
    documents: [{ name: 'Deed of trust', body: 'Avery Quinn, of 1234 Juniper Lane, grants...' }],
    chat: { messages: [{ from: 'visitor', body: 'I live at 1234 Juniper Lane' }] },
  };
  const output = redactForSupport(input);
  const text = JSON.stringify(output);
  const personal = ['Avery', 'Quinn', 'Juniper', '95814', 'Unit 2', 'Riverside'];
  // What the borrower wrote in HMDA's text boxes; the codes chosen stay.
  personal.push('Salvadoran', 'Navajo', 'Hmong', 'Tongan');
  for (const value of personal) {
    expect({ value, found: text.includes(value) }).toEqual({ value, found: false });
  }
  expect(output.application).toMatchObject({
    uuid: 'a1',
    state: 'NOTE_SIGNING',
    property: { address: { street1: '***', city: 'Sacramento', state: 'CA', zip: '***' } },
    hmda: { raceTribe: '***', sex: ['FEMALE'] },
  });
  expect(output.documents[0]).toEqual({ name: 'Deed of trust', body: '***' });
  // The plain redaction (the sandbox's request log) keeps them.
  expect(redact(input).profile.name.firstName).toBe('Avery');
});
