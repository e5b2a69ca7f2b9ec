/**
 * Dates and times written in words, in the page's language (docs/language.md#dates-and-times-in-words):
 * the right to cancel's deadline and the notary's appointment and slots, in the property's time
 * zone as in English.
 */
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { appointmentLabel } from '../../src/features/notary/appointmentTime';
import * as zoned from '../../src/features/notary/zonedTime';
import { propertyConditionWords } from '../../src/features/progress/progressSelectors';
import { type CompiledMessage, i18n } from '../../src/lib/i18n';
import { deadlineInWords, formatLongDay } from '../../src/lib/rightToCancel';

const id = (message: string) => generateMessageId(message);

beforeAll(() => {
  i18n.load('es', {
    [id('midnight, {zone}, at the end of {day}')]: [
      'la medianoche, ',
      ['zone'],
      ', al final del ',
      ['day'],
    ],
    [id('Eastern Time')]: ['hora del Este'],
    [id('the time zone of your property')]: ['la zona horaria de su propiedad'],
    [id('{date} at {time} {name}')]: [['date'], ', ', ['time'], ' ', ['name']],
    [id('Good')]: ['Bueno'],
  } as Record<string, CompiledMessage>);
});
afterEach(() => i18n.activate('en', ['en-US']));
const spanish = () => i18n.activate('es', ['es-US']);

describe('a calendar day in words', () => {
  it('in English as before, in Spanish once the page is', () => {
    expect(formatLongDay('2026-12-08')).toBe('Tuesday, December 8, 2026');
    spanish();
    expect(formatLongDay('2026-12-08')).toBe('martes, 8 de diciembre de 2026');
    expect(formatLongDay('not a day')).toBe('not a day');
  });
});

describe("the right to cancel's deadline", () => {
  const period = { lastDay: '2026-03-12', timeZone: 'America/New_York' };

  it('in English as the lender words it', () => {
    expect(deadlineInWords(period)).toBe(
      'midnight, Eastern Time, at the end of Thursday, March 12, 2026',
    );
  });

  it('in Spanish, the zone named in Spanish', () => {
    spanish();
    expect(deadlineInWords(period)).toBe(
      'la medianoche, hora del Este, al final del jueves, 12 de marzo de 2026',
    );
    expect(deadlineInWords({ lastDay: '2026-03-12', timeZone: '' })).toBe(
      'la medianoche, la zona horaria de su propiedad, al final del jueves, 12 de marzo de 2026',
    );
  });

  it('in English when asked for, whatever the page shows (the lender’s notice)', () => {
    spanish();
    expect(formatLongDay('2026-03-12', ['en-US'])).toBe('Thursday, March 12, 2026');
  });
});

describe("the notary's appointment and slots", () => {
  it('in Spanish, in the property’s zone', () => {
    spanish();
    expect(appointmentLabel('2026-11-30T09:00:00-06:00', 'America/Chicago')).toBe(
      'lunes, 30 de noviembre de 2026, 9:00 a.m. CST',
    );
    expect(appointmentLabel('2026-11-30T09:00:00-06:00', null)).toBe(
      'lunes, 30 de noviembre de 2026, 9:00 a.m. UTC-06:00',
    );
    expect(zoned.dayLabel('2026-12-08T09:00:00-06:00', 'America/Chicago')).toBe(
      'martes, 8 de diciembre',
    );
    expect(zoned.timeLabel('2026-12-08T15:30:00-06:00', 'America/Chicago')).toBe('3:30 p.m. CST');
  });

  it('in English as before', () => {
    expect(appointmentLabel('2026-11-30T09:00:00-06:00', 'America/Chicago')).toBe(
      'Monday, November 30, 2026 at 9:00 AM CST',
    );
    expect(zoned.dayLabel('2026-12-08T09:00:00-06:00', 'America/Chicago')).toBe(
      'Tuesday, December 8',
    );
    expect(zoned.timeLabel('2026-12-08T15:30:00-06:00', 'America/Chicago')).toBe('3:30 PM CST');
  });
});

describe("the property's condition", () => {
  const t = (descriptor: Parameters<typeof i18n._>[0]) => i18n._(descriptor);

  it('a known word in the page’s language, an unknown one as the lender gave it', () => {
    expect(propertyConditionWords('Good', t)).toBe('Good');
    spanish();
    expect(propertyConditionWords('Good', t)).toBe('Bueno');
    expect(propertyConditionWords('Needs some work', t)).toBe('Needs some work');
    expect(propertyConditionWords('constructor', t)).toBe('constructor');
  });
});
