import { answeredFailure } from '../../src/api/errors';
import {
  clearAnswers,
  readAnswers,
  saveStepValues,
  valuesOf,
} from '../../src/features/registration/answers';
import {
  contactFromProfile,
  contactFromQuery,
  contactPrefill,
  knownContactOf,
} from '../../src/features/registration/contact';
import { REGISTRATION_STEP_VALUES } from '../../src/features/progress/progressSteps';
import { isStepAnswered, stepSchemas } from '../../src/features/registration/registrationSchemas';
import {
  propertyAndIncomeBody,
  registrationRequest,
} from '../../src/features/registration/registrationRequest';
import {
  nextStep,
  previousStep,
  REGISTRATION_STEPS,
  type RegistrationStep,
  requestedStep,
  revisitLinkOf,
  revisitLinks,
  searchForStep,
  searchWithoutStep,
  stepNumber,
  stepToShow,
  stepWalk,
} from '../../src/features/registration/steps';
import { DRAFTS_STORAGE_KEY } from '../../src/lib/browserStorage';
import { i18n } from '../../src/lib/i18n';
import { AVERY_REGISTRATION } from './support';

const ANSWERS = {
  'property-info': {
    address: {
      street1: ' 1234 Juniper Lane ',
      city: 'Sacramento',
      state: 'CA' as const,
      zip: '95814',
    },
  },
  'sale-status': { planToSell: 'no' as const },
  'income-info': { annualIncome: '145,000', employmentType: 'FULL_TIME' },
  name: { firstName: 'Avery', middleName: '', lastName: 'Quinn' },
  birthdate: { dateOfBirth: '03/27/1985' },
  'contact-info': { email: 'avery@example.com', phone: '(916) 555-0142' },
};

describe('the step order', () => {
  test('the same seven values as the progress panel, in its order', () => {
    expect(REGISTRATION_STEPS).toEqual(REGISTRATION_STEP_VALUES);
  });

  test('the step query value: none is the first step, an unknown one is null', () => {
    expect(requestedStep('')).toBe('property-info');
    expect(requestedStep('?referrer=abc')).toBe('property-info');
    expect(requestedStep('?step=')).toBe('property-info');
    expect(requestedStep('?step=birthdate&org=main')).toBe('birthdate');
    expect(requestedStep('?step=elsewhere')).toBeNull();
  });

  test('Contact Info is left out of the walk when the contact is known', () => {
    expect(stepWalk(false)).toEqual(REGISTRATION_STEPS);
    expect(stepWalk(true)).not.toContain('contact-info');
    expect(stepWalk(true)).toHaveLength(6);
  });

  test('previous and next pages, with and without Contact Info', () => {
    expect(previousStep('property-info', false)).toBeNull();
    expect(previousStep('sale-status', false)).toBe('property-info');
    expect(nextStep('birthdate', false)).toBe('contact-info');
    expect(nextStep('birthdate', true)).toBe('login-info');
    expect(previousStep('login-info', false)).toBe('contact-info');
    expect(previousStep('login-info', true)).toBe('birthdate');
    expect(nextStep('login-info', false)).toBeNull();
    // Opened to change the e-mail address while it is left out, it still sits in its place.
    expect(previousStep('contact-info', true)).toBe('birthdate');
    expect(nextStep('contact-info', true)).toBe('login-info');
  });

  test('where a page stands among the progress panel\'s sections: "Step 2 of 5", or of 4 without Contact Info', () => {
    expect(stepNumber('property-info', false)).toEqual({ number: 1, total: 5 });
    expect(stepNumber('sale-status', false)).toEqual({ number: 1, total: 5 });
    expect(stepNumber('income-info', false)).toEqual({ number: 2, total: 5 });
    expect(stepNumber('birthdate', false)).toEqual({ number: 3, total: 5 });
    expect(stepNumber('login-info', false)).toEqual({ number: 5, total: 5 });
    expect(stepNumber('login-info', true)).toEqual({ number: 4, total: 4 });
    expect(stepNumber('contact-info', true)).toEqual({ number: 4, total: 5 });
  });

  const answered =
    (...steps: RegistrationStep[]) =>
    (step: RegistrationStep) =>
      steps.includes(step);

  test('a page opened out of order gives way to the first unanswered page before it', () => {
    expect(stepToShow('login-info', false, answered())).toBe('property-info');
    expect(stepToShow('login-info', false, answered('property-info', 'sale-status'))).toBe(
      'income-info',
    );
    expect(stepToShow('name', false, answered('property-info', 'income-info'))).toBe('sale-status');
    // Later pages may be unanswered: only those before count.
    expect(stepToShow('income-info', false, answered('property-info', 'sale-status'))).toBe(
      'income-info',
    );
    expect(stepToShow('property-info', false, answered())).toBe('property-info');
  });

  test('Contact Info counts only when it is in the walk', () => {
    const allButContact = answered(
      'property-info',
      'sale-status',
      'income-info',
      'name',
      'birthdate',
    );
    expect(stepToShow('login-info', false, allButContact)).toBe('contact-info');
    expect(stepToShow('login-info', true, allButContact)).toBe('login-info');
    expect(stepToShow('contact-info', true, allButContact)).toBe('contact-info');
  });

  test('an unknown step opens the first unanswered page, or login-info once all are answered', () => {
    expect(stepToShow(null, false, answered('property-info'))).toBe('sale-status');
    expect(stepToShow(null, false, (step) => step !== 'login-info')).toBe('login-info');
  });

  test('moving on keeps every other query value', () => {
    expect(searchForStep('?referrer=7c6d&org=main&step=name', 'birthdate')).toBe(
      '?referrer=7c6d&org=main&step=birthdate',
    );
    expect(searchForStep('', 'sale-status')).toBe('?step=sale-status');
    expect(searchForStep('?email=a%40b.co&phone=9165550142', 'income-info')).toBe(
      '?email=a%40b.co&phone=9165550142&step=income-info',
    );
    expect(searchWithoutStep('?referrer=7c6d&step=name')).toBe('?referrer=7c6d');
    expect(searchWithoutStep('?step=name')).toBe('');
  });
});

describe("the lender's answers about earlier pages", () => {
  test('each field of the call names the page that asks for it', () => {
    expect(revisitLinkOf('address.zip')?.step).toBe('property-info');
    expect(revisitLinkOf('address[zip]')?.step).toBe('property-info');
    expect(revisitLinkOf('planToSell')?.step).toBe('sale-status');
    expect(revisitLinkOf('employmentType')?.step).toBe('income-info');
    expect(revisitLinkOf('middleName')?.step).toBe('name');
    expect(revisitLinkOf('dateOfBirth')?.step).toBe('birthdate');
    const email = revisitLinkOf('email');
    expect(email?.step).toBe('contact-info');
    expect(email && i18n._(email.label)).toBe('Change email address');
    const phone = revisitLinkOf('phone');
    expect(phone && i18n._(phone.label)).toBe('Change phone number');
    expect(revisitLinkOf('password')).toBeNull();
    expect(revisitLinkOf('softCreditConsent')).toBeNull();
  });

  test('one link per page answer, in the order of the walk; anything else gives none', () => {
    const error = answeredFailure(400, '', {
      errors: [
        { field: 'email', message: 'x' },
        { field: 'address.zip', message: 'y' },
        { field: 'address.city', message: 'z' },
        { field: 'password', message: 'p' },
        { message: 'no field' },
      ],
    }).error;
    expect(revisitLinks(error).map((link) => i18n._(link.label))).toEqual([
      'Change your address',
      'Change email address',
    ]);
    expect(revisitLinks(answeredFailure(500, '', null).error)).toEqual([]);
    expect(revisitLinks(new Error('boom'))).toEqual([]);
  });
});

describe('the kept answers (the registration drafts, never the password)', () => {
  test("each page's own fields only: a password given with them is dropped", () => {
    saveStepValues('name', { firstName: 'Avery', lastName: 'Quinn', password: 'secret secret!' });
    saveStepValues('sale-status', { planToSell: 'maybe' });
    const stored = sessionStorage.getItem(DRAFTS_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('secret');
    expect(readAnswers()).toEqual({
      name: { firstName: 'Avery', middleName: '', lastName: 'Quinn' },
      'sale-status': { planToSell: '' },
    });
    expect(localStorage.length).toBe(0);
    clearAnswers();
    expect(sessionStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
    expect(readAnswers()).toEqual({});
  });

  test('stored text that is not ours reads as nothing, field by field', () => {
    const storedAs = (text: string) => {
      sessionStorage.setItem(DRAFTS_STORAGE_KEY, text);
      return readAnswers();
    };
    const draft = (values: object) => ({ values, withheld: [] });
    expect(storedAs('not json')).toEqual({});
    expect(storedAs('[1,2]')).toEqual({});
    expect(
      storedAs(
        JSON.stringify({
          'registration/login-info': draft({ password: 'x' }),
          'registration/birthdate': draft({ dateOfBirth: 19850327 }),
          'registration/property-info': draft({ address: { street1: '1 Main St', zip: 95814 } }),
        }),
      ),
    ).toEqual({
      birthdate: { dateOfBirth: '' },
      'property-info': { address: { street1: '1 Main St', city: '', state: '', zip: '' } },
    });
    expect(valuesOf('contact-info', null)).toEqual({ email: '', phone: '' });
    // A state is a US state's code, or none.
    expect(valuesOf('property-info', { address: { state: ' ca ' } }).address.state).toBe('CA');
    expect(valuesOf('property-info', { address: { state: 'Narnia' } }).address.state).toBe('');
  });

  test("a page counts as answered when its kept values pass the page's rules", () => {
    const schemas = stepSchemas(null);
    for (const step of Object.keys(schemas) as (keyof typeof schemas)[]) {
      expect(isStepAnswered(schemas, step, ANSWERS[step])).toBe(true);
      expect(isStepAnswered(schemas, step, undefined)).toBe(false);
    }
    expect(isStepAnswered(schemas, 'birthdate', { dateOfBirth: '03/27/2020' })).toBe(false);
    expect(isStepAnswered(schemas, 'sale-status', { planToSell: '' })).toBe(false);
  });

  test('a home in a state the organisation does not serve is no answer, once its licences are known', () => {
    const home = ANSWERS['property-info'];
    expect(isStepAnswered(stepSchemas(['ca']), 'property-info', home)).toBe(true);
    expect(isStepAnswered(stepSchemas(['NV', 'OR']), 'property-info', home)).toBe(false);
    // Not known yet: the lender refuses it when the account is asked for.
    expect(isStepAnswered(stepSchemas(null), 'property-info', home)).toBe(true);
  });
});

describe('the contact known without asking', () => {
  test("a lead link's email and phone, both needed and plausible", () => {
    expect(contactFromQuery('?email=a%40example.com&phone=916-555-0142')).toEqual({
      email: 'a@example.com',
      phone: '916-555-0142',
    });
    expect(contactFromQuery('?email=a%40example.com')).toBeNull();
    expect(contactFromQuery('?email=not-an-email&phone=9165550142')).toBeNull();
    expect(contactFromQuery('?email=a%40example.com&phone=12345')).toBeNull();
  });

  test("the signed-in profile's, which wins over a lead link's", () => {
    const profile = {
      email: 'me@example.com',
      phoneNumbers: [{ number: 'n/a' }, { number: '9165550100' }],
    };
    expect(contactFromProfile(profile)).toEqual({ email: 'me@example.com', phone: '9165550100' });
    expect(contactFromProfile({ email: 'me@example.com', phoneNumbers: [] })).toBeNull();
    expect(knownContactOf(profile, '?email=b%40example.com&phone=9165550142')?.email).toBe(
      'me@example.com',
    );
    expect(knownContactOf(null, '?email=b%40example.com&phone=9165550142')?.email).toBe(
      'b@example.com',
    );
  });

  test('what the contact page starts with when it is shown: whatever is known of each', () => {
    expect(contactPrefill(null, '?email=b%40example.com')).toEqual({
      email: 'b@example.com',
      phone: '',
    });
    expect(contactPrefill({ email: null, phoneNumbers: [{ number: '9165550100' }] }, '')).toEqual({
      email: '',
      phone: '9165550100',
    });
  });
});

describe('the bodies of the calls', () => {
  test('registration: every answer as the lender takes it, the password as typed', () => {
    expect(
      registrationRequest({
        answers: ANSWERS,
        knownContact: null,
        password: ' correct horse battery ',
        referrer: '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f',
      }),
    ).toEqual({
      ...AVERY_REGISTRATION,
      password: ' correct horse battery ',
      referrer: '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f',
    });
  });

  test('the version of the e-sign consent shown: the Spanish one from a page in Spanish', () => {
    const input = { answers: ANSWERS, knownContact: null, password: 'x', referrer: null };
    expect(registrationRequest(input)?.esignConsentVersion).toBe(
      AVERY_REGISTRATION.esignConsentVersion,
    );
    expect(
      registrationRequest({ ...input, esignConsentVersion: '2026-12-01-es' })?.esignConsentVersion,
    ).toBe('2026-12-01-es');
  });

  test('the known contact when Contact Info was left out; a middle name when given', () => {
    const { 'contact-info': _contact, ...withoutContact } = ANSWERS;
    const body = registrationRequest({
      answers: { ...withoutContact, name: { ...ANSWERS.name, middleName: ' Jo ' } },
      knownContact: { email: 'lead@example.com', phone: '+1 916 555 0199' },
      password: 'x'.repeat(12),
      referrer: null,
    });
    expect(body).toMatchObject({
      email: 'lead@example.com',
      phone: '9165550199',
      middleName: 'Jo',
    });
    expect(body).not.toHaveProperty('referrer');
  });

  test('null while an answer is missing or does not read', () => {
    const { name: _name, ...withoutName } = ANSWERS;
    const input = { knownContact: null, password: 'x'.repeat(12), referrer: null };
    expect(registrationRequest({ ...input, answers: withoutName })).toBeNull();
    expect(
      registrationRequest({
        ...input,
        answers: { ...ANSWERS, birthdate: { dateOfBirth: '13/45/1985' } },
      }),
    ).toBeNull();
    expect(
      propertyAndIncomeBody(ANSWERS['property-info'], { planToSell: '' }, ANSWERS['income-info']),
    ).toBeNull();
    expect(
      propertyAndIncomeBody(ANSWERS['property-info'], ANSWERS['sale-status'], {
        annualIncome: 'lots',
        employmentType: 'FULL_TIME',
      }),
    ).toBeNull();
    expect(
      propertyAndIncomeBody(
        { address: { ...ANSWERS['property-info'].address, zip: '958141234' } },
        { planToSell: 'yes' },
        ANSWERS['income-info'],
      ),
    ).toMatchObject({ address: { zip: '95814-1234' }, planToSell: true });
  });
});
