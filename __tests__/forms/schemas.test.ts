import { object, type Schema, ValidationError } from 'yup';
import { BIRTH_DATE_MESSAGES, birthDateSchema } from '../../src/forms/schemas/date';
import { EMAIL_MESSAGES, emailSchema } from '../../src/forms/schemas/email';
import { FILE_MESSAGES, filesSchema } from '../../src/forms/schemas/files';
import { MONEY_MESSAGES, moneySchema } from '../../src/forms/schemas/money';
import { NAME_MESSAGES, nameSchema } from '../../src/forms/schemas/name';
import { PHONE_MESSAGES, phoneSchema } from '../../src/forms/schemas/phone';
import {
  confirmPasswordSchema,
  PASSWORD_MESSAGES,
  passwordSchema,
} from '../../src/forms/schemas/password';
import { SSN_MESSAGES, ssnSchema } from '../../src/forms/schemas/ssn';
import { ZIP_MESSAGES, zipSchema } from '../../src/forms/schemas/zip';
import { i18n } from '../../src/lib/i18n';

/**
 * Every message a schema gives for a value, as formik asks (abortEarly false): each rule says
 * one thing at a time, so there is at most one. Formik validates '' as undefined.
 */
async function messagesOf(schema: Schema<unknown>, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value === '' ? undefined : value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

const expectMessage = async (schema: Schema<unknown>, value: unknown, message: string | null) =>
  expect(await messagesOf(schema, value)).toEqual(message === null ? [] : [message]);

describe('moneySchema', () => {
  const schema = moneySchema({
    min: 15000,
    max: 250000,
    messages: { required: 'Enter the amount you want to borrow' },
  });

  it.each([
    ['', 'Enter the amount you want to borrow'],
    ['15,000.5x', i18n._(MONEY_MESSAGES.invalid)],
    ['14999.99', 'Enter an amount between $15,000 and $250,000'],
    ['250,000.01', 'Enter an amount between $15,000 and $250,000'],
    ['$15,000', null],
    ['250000', null],
  ])('%p: %p', (value, message) => expectMessage(schema, value, message));

  it('has one-sided and optional variants', async () => {
    await expectMessage(moneySchema({ min: 1 }), '0', 'Enter an amount of $1 or more');
    await expectMessage(
      moneySchema({ max: 1000.5 }),
      '2000',
      'Enter an amount of $1,000.50 or less',
    );
    await expectMessage(moneySchema(), '', i18n._(MONEY_MESSAGES.required));
    await expectMessage(moneySchema({ required: false }), '', null);
    await expectMessage(moneySchema({ required: false }), 'abc', i18n._(MONEY_MESSAGES.invalid));
    await expectMessage(
      moneySchema({ min: 5, messages: { min: 'Enter at least $5' } }),
      '4',
      'Enter at least $5',
    );
  });
});

describe('ssnSchema', () => {
  it.each([
    ['', i18n._(SSN_MESSAGES.required)],
    ['123-45-678', i18n._(SSN_MESSAGES.digits)],
    ['123-45-678a', i18n._(SSN_MESSAGES.digits)],
    ['666-45-6789', i18n._(SSN_MESSAGES.invalid)],
    ['123-45-6789', null],
    ['123 45 6789', null],
  ])('%p: %p', (value, message) => expectMessage(ssnSchema(), value, message));
});

describe('birthDateSchema', () => {
  // 15 June 2024, local time.
  const schema = birthDateSchema({ today: () => new Date(2024, 5, 15) });

  it.each([
    ['', i18n._(BIRTH_DATE_MESSAGES.required)],
    ['02/30/1985', i18n._(BIRTH_DATE_MESSAGES.invalid)],
    ['03/27', i18n._(BIRTH_DATE_MESSAGES.invalid)],
    // A real date before the earliest accepted says which dates are accepted.
    ['01/01/1899', 'Enter a date of birth from 01/01/1900 on'],
    ['01/01/1890', i18n._(BIRTH_DATE_MESSAGES.tooEarly)],
    ['01/01/1900', null],
    ['06/15/2024', i18n._(BIRTH_DATE_MESSAGES.future)],
    ['01/01/2030', i18n._(BIRTH_DATE_MESSAGES.future)],
    ['06/16/2006', i18n._(BIRTH_DATE_MESSAGES.tooYoung)],
    ['06/15/2006', null],
    ['03/27/1985', null],
  ])('%p: %p', (value, message) => expectMessage(schema, value, message));

  it('has the documented messages', () => {
    const written = Object.fromEntries(
      Object.entries(BIRTH_DATE_MESSAGES).map(([key, message]) => [key, i18n._(message)]),
    );
    expect(written).toEqual({
      required: 'Enter your date of birth',
      invalid: 'Enter a real date, like 03/27/1985',
      tooEarly: 'Enter a date of birth from 01/01/1900 on',
      future: 'Date of birth must be in the past',
      tooYoung: 'You must be 18 or older to apply',
    });
  });
});

describe('phoneSchema', () => {
  it.each([
    ['', i18n._(PHONE_MESSAGES.required)],
    ['555-010-012', i18n._(PHONE_MESSAGES.invalid)],
    ['+44 20 7946 0958', i18n._(PHONE_MESSAGES.invalid)],
    ['(555) 010-0123', null],
    ['+15550100123', null],
  ])('%p: %p', (value, message) => expectMessage(phoneSchema(), value, message));

  it("takes other words for someone else's number", () =>
    expectMessage(
      phoneSchema({ required: "Enter the employer's phone number", invalid: 'Bad' }),
      '',
      "Enter the employer's phone number",
    ));
});

describe('emailSchema', () => {
  it.each([
    ['', i18n._(EMAIL_MESSAGES.required)],
    ['   ', i18n._(EMAIL_MESSAGES.required)],
    ['alex.example.com', i18n._(EMAIL_MESSAGES.invalid)],
    ['alex@example', i18n._(EMAIL_MESSAGES.invalid)],
    ['alex @example.com', i18n._(EMAIL_MESSAGES.invalid)],
    [`${'a'.repeat(250)}@example.com`, i18n._(EMAIL_MESSAGES.tooLong)],
    [' alex@example.com ', null],
    ['alex.rivera+heloc@mail.example.co.uk', null],
  ])('%p: %p', (value, message) => expectMessage(emailSchema(), value, message));
});

describe('zipSchema', () => {
  it.each([
    ['', i18n._(ZIP_MESSAGES.required)],
    ['9410', i18n._(ZIP_MESSAGES.invalid)],
    ['94103-12', i18n._(ZIP_MESSAGES.invalid)],
    ['94103', null],
    ['94103-1234', null],
  ])('%p: %p', (value, message) => expectMessage(zipSchema(), value, message));
});

describe('nameSchema', () => {
  it.each([
    ['', 'Enter your first name'],
    ['  ', 'Enter your first name'],
    ['a'.repeat(129), 'First name must be 128 characters or fewer'],
    ['a'.repeat(128), null],
    ["Zoë O'Brien-Núñez", null],
  ])('%p: %p', (value, message) => expectMessage(nameSchema('First name'), value, message));

  it('may be optional, and take other words', async () => {
    await expectMessage(nameSchema('Middle name', { required: false }), '', null);
    await expectMessage(
      nameSchema('Middle name', { required: false }),
      'a'.repeat(129),
      i18n._(NAME_MESSAGES.tooLong('Middle name')),
    );
    await expectMessage(
      nameSchema('Employer name', { messages: { required: 'Enter the employer name' } }),
      '',
      'Enter the employer name',
    );
  });
});

describe('passwordSchema', () => {
  const schema = object({ password: passwordSchema(), confirmPassword: confirmPasswordSchema() });
  const errorsOf = async (password: string, confirmPassword: string) => {
    try {
      await schema.validate(
        { password: password || undefined, confirmPassword: confirmPassword || undefined },
        { abortEarly: false },
      );
      return {};
    } catch (error) {
      return Object.fromEntries(
        (error as ValidationError).inner.map((inner) => [inner.path, inner.message]),
      );
    }
  };

  it('gives each message once', async () => {
    expect(await errorsOf('', '')).toEqual({
      password: i18n._(PASSWORD_MESSAGES.required),
      confirmPassword: i18n._(PASSWORD_MESSAGES.confirmRequired),
    });
    expect(await errorsOf('short', 'short')).toEqual({
      password: i18n._(PASSWORD_MESSAGES.tooShort),
    });
    expect(await errorsOf('x'.repeat(129), 'x'.repeat(129))).toEqual({
      password: i18n._(PASSWORD_MESSAGES.tooLong),
    });
    expect(await errorsOf('correct horse battery', 'correct horse batterY')).toEqual({
      confirmPassword: i18n._(PASSWORD_MESSAGES.mismatch),
    });
    expect(await errorsOf('correct horse battery', 'correct horse battery')).toEqual({});
    expect(i18n._(PASSWORD_MESSAGES.tooShort)).toBe('Password must be 12 characters or more');
  });
});

describe('filesSchema', () => {
  const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
  const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
  const big = new File(['x'], 'scan.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 10 * 1000 * 1000 + 1 });
  it.each([
    [[], 1, i18n._(FILE_MESSAGES.required)],
    [undefined, 1, i18n._(FILE_MESSAGES.required)],
    [[file], 2, 'Select 2 files'],
    [[file, file], 2, null],
    [[], 0, null],
    // A refused file is said first, with its reason; named when several are chosen.
    [[text], 2, 'The selected file must be a PDF, JPG or PNG'],
    [[big], 1, 'The selected file must be smaller than 10 MB'],
    [[file, text], 1, 'notes.txt must be a PDF, JPG or PNG'],
    [[text, big], 0, 'notes.txt must be a PDF, JPG or PNG. scan.png must be smaller than 10 MB'],
  ])('%p with min %p: %p', (value, min, message) =>
    expectMessage(filesSchema({ min }), value, message),
  );

  it('takes another list of kinds and limit, and reads no placeholder in a name', async () => {
    const odd = new File(['xx'], '${path}.txt', { type: 'text/plain' });
    await expectMessage(
      filesSchema({ accept: ['.txt'], maxBytes: 1 }),
      [odd, file],
      '${path}.txt must be smaller than 1 byte. a.pdf must be a TXT',
    );
  });
});
