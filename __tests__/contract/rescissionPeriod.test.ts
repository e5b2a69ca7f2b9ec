/**
 * The right to cancel's period (docs/journey.md#the-right-to-cancel): three business days after
 * the transaction, Sundays and the legal public holidays of 5 U.S.C. 6103(a) left out, on their own
 * dates; the right ends at midnight at the end of the last one, in the property's time zone.
 * @jest-environment node
 */
import { isBeforeDeadline, rescissionSchema } from '../../src/contract/rescission';
import {
  isRescissionBusinessDay,
  legalPublicHolidays,
  rescissionPeriod,
} from '../../src/contract/rescissionPeriod';
import { v } from '../../src/contract/schema';

const EASTERN = 'America/New_York';
const PACIFIC = 'America/Los_Angeles';

/** The last day to cancel after an event at `instant`, in `zone`. */
const lastDay = (instant: string, zone = EASTERN) => rescissionPeriod([instant], zone).lastDay;

describe('the legal public holidays of 5 U.S.C. 6103(a)', () => {
  it('are the eleven days the statute names, on their dates in 2026', () => {
    expect(legalPublicHolidays(2026).map((holiday) => holiday.day)).toEqual([
      '2026-01-01',
      '2026-01-19', // the third Monday in January
      '2026-02-16', // the third Monday in February
      '2026-05-25', // the last Monday in May
      '2026-06-19',
      '2026-07-04',
      '2026-09-07', // the first Monday in September
      '2026-10-12', // the second Monday in October
      '2026-11-11',
      '2026-11-26', // the fourth Thursday in November
      '2026-12-25',
    ]);
  });

  it('count Juneteenth from 2021, the year it became one', () => {
    expect(legalPublicHolidays(2020).map((holiday) => holiday.name)).not.toContain(
      'Juneteenth National Independence Day',
    );
    expect(isRescissionBusinessDay('2020-06-19')).toBe(true);
    expect(isRescissionBusinessDay('2021-06-19')).toBe(false);
  });

  it('find the last Monday of May when May ends on a Monday', () => {
    // May 31, 2027 is a Monday.
    expect(legalPublicHolidays(2027).find((h) => h.name === 'Memorial Day')?.day).toBe(
      '2027-05-31',
    );
  });
});

describe('business days for rescission', () => {
  it.each([
    ['2026-03-14', true, 'a Saturday counts'],
    ['2026-03-15', false, 'a Sunday does not'],
    ['2026-03-16', true, 'a Monday does'],
    ['2026-11-26', false, 'Thanksgiving does not'],
    ['2026-07-03', true, 'the Friday on which a Saturday July 4 is observed counts'],
    ['2022-12-26', true, 'the Monday on which a Sunday Christmas is observed counts'],
  ])('%s: %p (%s)', (day, business) => {
    expect(isRescissionBusinessDay(day)).toBe(business);
  });
});

describe('rescissionPeriod', () => {
  it('ends at midnight at the end of the third business day after the transaction', () => {
    // Signed on Monday, March 9, 2026 at 2 pm Eastern: Tuesday, Wednesday, Thursday.
    expect(rescissionPeriod(['2026-03-09T18:00:00.000Z'], EASTERN)).toEqual({
      transactionDate: '2026-03-09',
      lastDay: '2026-03-12',
      deadline: '2026-03-13T00:00:00-04:00',
      timeZone: EASTERN,
    });
  });

  it('counts Saturdays and skips Sundays', () => {
    // Thursday the 12th: Friday 13, Saturday 14, (Sunday 15), Monday 16.
    expect(lastDay('2026-03-12T15:00:00Z')).toBe('2026-03-16');
  });

  it('skips a holiday after a Sunday', () => {
    // Friday, May 22: Saturday 23, (Sunday 24, Memorial Day 25), Tuesday 26, Wednesday 27.
    expect(lastDay('2026-05-22T15:00:00Z')).toBe('2026-05-27');
  });

  it('skips Thanksgiving', () => {
    // Wednesday, November 25: (Thursday 26), Friday 27, Saturday 28, (Sunday), Monday 30.
    expect(lastDay('2026-11-25T15:00:00Z')).toBe('2026-11-30');
  });

  it('counts the observed Friday before a Saturday holiday, and skips the holiday itself', () => {
    // Wednesday, July 1, 2026: Thursday 2, Friday 3 (observed), (Saturday 4, Sunday 5), Monday 6.
    expect(lastDay('2026-07-01T15:00:00Z')).toBe('2026-07-06');
  });

  it('counts the observed Monday after a Sunday holiday', () => {
    // Friday, December 23, 2022: Saturday 24, (Sunday 25), Monday 26 (observed), Tuesday 27.
    expect(lastDay('2022-12-23T15:00:00Z')).toBe('2022-12-27');
  });

  it('runs over the end of the year, skipping New Year’s Day', () => {
    // Tuesday, December 29, 2026: Wednesday 30, Thursday 31, (Friday, January 1), Saturday 2.
    expect(rescissionPeriod(['2026-12-29T20:00:00Z'], EASTERN)).toMatchObject({
      transactionDate: '2026-12-29',
      lastDay: '2027-01-02',
      deadline: '2027-01-03T00:00:00-05:00',
    });
  });

  it('counts from the day in the property’s time zone', () => {
    // 05:30 UTC on March 10 is 1:30 am on the 10th in New York, 10:30 pm on the 9th in Los Angeles.
    const instant = '2026-03-10T05:30:00Z';
    expect(rescissionPeriod([instant], EASTERN)).toMatchObject({
      transactionDate: '2026-03-10',
      lastDay: '2026-03-13',
      deadline: '2026-03-14T00:00:00-04:00',
    });
    expect(rescissionPeriod([instant], PACIFIC)).toMatchObject({
      transactionDate: '2026-03-09',
      lastDay: '2026-03-12',
      deadline: '2026-03-13T00:00:00-07:00',
    });
  });

  it('gives the deadline at the offset midnight has on that night (daylight saving time)', () => {
    // Saturday, October 31, 2026 ends before the clocks go back at 2 am on November 1.
    expect(rescissionPeriod(['2026-10-28T15:00:00Z'], EASTERN).deadline).toBe(
      '2026-11-01T00:00:00-04:00',
    );
    // Saturday, March 7, 2026 ends before they go forward at 2 am on March 8.
    expect(rescissionPeriod(['2026-03-04T15:00:00Z'], EASTERN).deadline).toBe(
      '2026-03-08T00:00:00-05:00',
    );
    expect(Date.parse('2026-03-08T00:00:00-05:00')).toBe(Date.parse('2026-03-08T05:00:00Z'));
  });

  it('counts from the latest event: signatures, the notice and the disclosures delivered', () => {
    const period = rescissionPeriod(
      ['2026-03-09T15:00:00Z', 'not a date', '2026-03-11T15:00:00Z', '2026-03-10T15:00:00Z'],
      EASTERN,
    );
    expect(period.transactionDate).toBe('2026-03-11');
    expect(period.lastDay).toBe('2026-03-14');
  });

  it('refuses to count without an event, or in a zone it does not know', () => {
    expect(() => rescissionPeriod([], EASTERN)).toThrow('needs an event');
    expect(() => rescissionPeriod(['yesterday'], EASTERN)).toThrow('needs an event');
    expect(() => rescissionPeriod(['2026-03-09T15:00:00Z'], 'Mars/Olympus')).toThrow(
      'Unknown time zone',
    );
  });
});

describe('the recorded period', () => {
  const period = rescissionPeriod(['2026-03-09T18:00:00.000Z'], EASTERN);

  it('is open until the deadline, and not at it', () => {
    const deadline = Date.parse(period.deadline);
    expect(isBeforeDeadline(period, deadline - 1)).toBe(true);
    expect(isBeforeDeadline(period, deadline)).toBe(false);
  });

  it('reads as the lender records it, and as null when its days do not read', () => {
    const recorded = { ...period, cancelledAt: null };
    expect(v.parse(rescissionSchema, recorded)).toEqual(recorded);
    expect(v.parse(rescissionSchema, { ...recorded, deadline: 'soon' })).toBeNull();
    expect(v.parse(rescissionSchema, { ...recorded, lastDay: '12/03/2026' })).toBeNull();
    expect(v.parse(rescissionSchema, { ...recorded, timeZone: 7 })).toBeNull();
    expect(v.parse(rescissionSchema, 'tomorrow')).toBeNull();
    expect(v.parse(rescissionSchema, undefined)).toBeNull();
  });
});
