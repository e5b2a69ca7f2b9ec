/** @jest-environment node */
import { tooLongMessage, REQUIRED_MESSAGE } from '../../src/contract/fieldMessages';
import { ADDRESS_LABELS, HOME_ADDRESS_MESSAGES } from '../../src/contract/homeAndIncome';
import { betweenMessage } from '../../src/contract/money';
import { requiredText } from '../../src/contract/requests';
import { v } from '../../src/contract/schema';
import { notServedMessage } from '../../src/contract/servedStates';
import { i18n } from '../../src/lib/i18n';

/** The Spanish of the messages these tests read, compiled as the catalogs are. */
beforeAll(() => {
  i18n.load('es', {
    [REQUIRED_MESSAGE.id]: ['Obligatorio'],
    [ADDRESS_LABELS.street1.id]: ['Dirección'],
    [HOME_ADDRESS_MESSAGES.street1.id]: ['Ingrese la dirección de la vivienda'],
    [tooLongMessage('x', 1).id]: [['label'], ' debe tener ', ['max'], ' caracteres o menos'],
    [betweenMessage(1, 2).id]: ['Ingrese un monto entre ', ['min'], ' y ', ['max']],
    [notServedMessage('TX').id]: [
      'Todavía no ofrecemos líneas de crédito en ',
      ['name'],
      '. Elija una vivienda en un estado donde prestamos servicio.',
    ],
  });
});

afterEach(() => i18n.activate('en', ['en-US']));

describe("the contract's messages", () => {
  test('read in English by default, word for word', () => {
    expect(i18n._(REQUIRED_MESSAGE)).toBe('Required');
    expect(i18n._(HOME_ADDRESS_MESSAGES.street1TooLong)).toBe(
      'Street address must be 128 characters or fewer',
    );
    expect(i18n._(betweenMessage(15000, 250000))).toBe(
      'Enter an amount between $15,000 and $250,000',
    );
  });

  test('are written in Spanish when the locale is es, a label within a message too', () => {
    i18n.activate('es', ['es-US']);
    expect(i18n._(REQUIRED_MESSAGE)).toBe('Obligatorio');
    expect(i18n._(HOME_ADDRESS_MESSAGES.street1TooLong)).toBe(
      'Dirección debe tener 128 caracteres o menos',
    );
    expect(i18n._(betweenMessage(15000, 250000))).toBe('Ingrese un monto entre $15,000 y $250,000');
    expect(i18n._(notServedMessage('tx'))).toBe(
      'Todavía no ofrecemos líneas de crédito en Texas. Elija una vivienda en un estado donde prestamos servicio.',
    );
  });

  test('a rule built once speaks the language of the moment it fails', () => {
    const street = requiredText(HOME_ADDRESS_MESSAGES.street1, ADDRESS_LABELS.street1);
    const issueOf = (value: unknown) => v.safeParse(street, value).issues?.[0]?.message;
    expect(issueOf(' ')).toBe('Enter the street address of the home');
    i18n.activate('es', ['es-US']);
    expect(issueOf(' ')).toBe('Ingrese la dirección de la vivienda');
    expect(issueOf('x'.repeat(129))).toBe('Dirección debe tener 128 caracteres o menos');
  });
});
