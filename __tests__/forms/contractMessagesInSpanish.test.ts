import type { ValidationError } from 'yup';
import { object } from 'yup';
import { NAME_LABELS } from '../../src/contract/names';
import { errorItems, summaryTexts } from '../../src/forms/errorItems';
import { REQUIRED_MESSAGE } from '../../src/forms/schemas/messages';
import { nameSchema, NAME_MESSAGES } from '../../src/forms/schemas/name';
import { SSN_MESSAGES, ssnSchema } from '../../src/forms/schemas/ssn';
import { i18n } from '../../src/lib/i18n';

const messageOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return null;
  } catch (error) {
    return (error as ValidationError).message;
  }
};

beforeAll(() => {
  i18n.load('es', {
    [REQUIRED_MESSAGE.id]: ['Obligatorio'],
    [SSN_MESSAGES.required.id]: ['Ingrese su número de Seguro Social'],
    [NAME_LABELS['First name'].id]: ['Nombre'],
    [NAME_MESSAGES.tooLong('x', 1).id]: [['label'], ' debe tener ', ['max'], ' caracteres o menos'],
  });
});

afterEach(() => i18n.activate('en', ['en-US']));

describe("the forms say the contract's messages in the page's language", () => {
  test('a schema built in English fails in Spanish once the page is in Spanish', async () => {
    const ssn = ssnSchema();
    expect(await messageOf(() => ssn.validate(''))).toBe('Enter your Social Security number');
    i18n.activate('es', ['es-US']);
    expect(await messageOf(() => ssn.validate(''))).toBe('Ingrese su número de Seguro Social');
  });

  test("a name's label is written in the same language as its message", async () => {
    const first = nameSchema(NAME_LABELS['First name']);
    i18n.activate('es', ['es-US']);
    expect(await messageOf(() => first.validate('x'.repeat(129)))).toBe(
      'Nombre debe tener 128 caracteres o menos',
    );
  });

  test('"Required" in Spanish is still named by its field in the error summary', async () => {
    i18n.activate('es', ['es-US']);
    const schema = object({ a: nameSchema('A', { messages: { required: REQUIRED_MESSAGE } }) });
    const errors = await schema.validate({ a: '' }, { abortEarly: false }).then(
      () => ({}),
      (error: ValidationError) =>
        Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message])),
    );
    expect(summaryTexts(errorItems(errors), () => 'Nombre')).toEqual(['Nombre: Obligatorio']);
  });
});
