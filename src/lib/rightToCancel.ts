/**
 * The right to cancel in words (docs/journey.md#the-right-to-cancel), for the app's complete page
 * and the lender's notice of right to cancel alike, so that the deadline reads the same wherever
 * the borrower meets it. The deadline is written in the page's language (`i18n`, read when it is
 * written: docs/language.md#dates-and-times-in-words); the lender's notice, outside any page,
 * in English.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CalendarDay, RescissionPeriod } from '../contract/rescission';
import { propertyTimeZone, zoneName } from '../contract/timeZones';
import { i18n } from './i18n';

/** The notice each owner receives (its title begins so, then the owner's name). */
export const RIGHT_TO_CANCEL_NOTICE_TITLE = 'Notice of right to cancel';

/**
 * Once the right has ended (`deadline` in words): what the complete page says, and the lender's
 * answer to a cancellation too late, each in its reader's language.
 */
export const endedMessage = (deadline: string): MessageDescriptor =>
  msg`Your right to cancel ended at ${deadline}.`;

/** The borrower's action on the complete page, as the lender's notice names it too. */
export const CANCEL_LINE_MESSAGE = msg`Cancel my line of credit`;

/** Writes a message out: the `t` of useLingui(), or the page's translator now. */
export type Translate = (descriptor: MessageDescriptor) => string;
const translateNow: Translate = (descriptor) => i18n._(descriptor);

const longDays = new Map<string, Intl.DateTimeFormat>();
const longDay = (locales: readonly string[]) => {
  const key = locales.join(',');
  let format = longDays.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat([...locales], {
      timeZone: 'UTC',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    longDays.set(key, format);
  }
  return format;
};

/**
 * "Thursday, March 12, 2026" ("jueves, 12 de marzo de 2026" in Spanish): a calendar day
 * (2026-03-12) in words, in `locales` (by default the page's, read now); other text as it is.
 */
export function formatLongDay(
  day: CalendarDay,
  locales: readonly string[] = i18n.intlLocales,
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? day : longDay(locales).format(time);
}

/**
 * "midnight, Eastern Time, at the end of Thursday, March 12, 2026" ("la medianoche, hora del
 * Este, al final del jueves, 12 de marzo de 2026"): when the right to cancel ends, in the
 * property's time zone (the lender's, else the property's state's), in the page's language:
 * `t` and `locales` (by default the page's translator and locales, read now).
 */
export function deadlineInWords(
  period: Pick<RescissionPeriod, 'lastDay' | 'timeZone'>,
  propertyState?: string | null,
  t: Translate = translateNow,
  locales: readonly string[] = i18n.intlLocales,
): string {
  const zone = t(zoneName(propertyTimeZone(propertyState, period.timeZone)));
  const day = formatLongDay(period.lastDay, locales);
  return t(msg`midnight, ${zone}, at the end of ${day}`);
}
