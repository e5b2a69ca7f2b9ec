import { object } from 'yup';
import { isValidRoutingNumber } from '../../src/contract/routingNumber';
import {
  ROUTING_NUMBER_MESSAGES,
  routingNumberSchema,
} from '../../src/forms/schemas/routingNumber';
import { i18n } from '../../src/lib/i18n';

describe('isValidRoutingNumber (ABA checksum)', () => {
  it.each(['121000358', '011000015', '026009593', '322271627'])('accepts %s', (value) => {
    expect(isValidRoutingNumber(value)).toBe(true);
  });

  it.each([
    ['a failed checksum', '123456789'],
    ['one digit changed', '121000359'],
    ['8 digits', '12100035'],
    ['10 digits', '1210003580'],
    ['letters', '12100035a'],
    ['spaces', '121 000 358'],
    ['all zeros', '000000000'],
    ['empty', ''],
    ['a number', 121000358],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(isValidRoutingNumber(value)).toBe(false);
  });
});

describe('routingNumberSchema', () => {
  const schema = object({ routingNumber: routingNumberSchema() });
  const messageFor = async (routingNumber: unknown) => {
    try {
      await schema.validate({ routingNumber }, { abortEarly: false });
      return null;
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('gives one message per rule', async () => {
    expect(await messageFor('')).toEqual([i18n._(ROUTING_NUMBER_MESSAGES.required)]);
    expect(await messageFor('12345')).toEqual([i18n._(ROUTING_NUMBER_MESSAGES.digits)]);
    expect(await messageFor('123456789')).toEqual([i18n._(ROUTING_NUMBER_MESSAGES.checksum)]);
  });

  it('accepts a valid number, with spaces or hyphens typed between the digits', async () => {
    expect(await messageFor('121000358')).toBeNull();
    expect(await messageFor(' 1210-00358 ')).toBeNull();
  });
});
