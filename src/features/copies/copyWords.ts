/**
 * How a copy is named and dated (docs/journey.md#copies-of-what-was-signed): what the person did
 * with it, under which name, when, in the property's time zone.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import type { DocumentCopy } from '../../contract/documents';
import { propertyTimeZone } from '../../contract/timeZones';
import { i18n } from '../../lib/i18n';
import { UNTITLED_DOCUMENT } from '../disclosures';

export const COPIES_LIST_HEADING = msg`What you agreed to and signed`;
export const COPIES_INTRO = msg`Copies of everything you agreed to, accepted, authorized or signed electronically. Open one to read it, print it or save it as a PDF.`;
export const NO_COPIES_TEXT = msg`You have not accepted or signed any documents yet.`;
export const COPIES_LINK_TEXT = msg`See and print copies of what you signed`;
export const PRINT_LABEL = msg`Print`;
export const BACK_TO_COPIES = msg`Back to your documents`;
export const COPY_NOT_FOUND_MESSAGE = msg`We could not find this document among yours`;
export const COPY_NOT_FOUND_TEXT = msg`It may belong to someone else on the application, or the address may be mistyped.`;

/** Writes a message out in the page's language: the `t` of `useLingui()`. */
export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * "December 6, 2026 at 1:38 AM PST" in the zone, as the page's language writes it (`locales`,
 * by default the page's); null for a time that is not one.
 */
export function formatCopyTime(
  at: string,
  zone: string | null,
  locales: readonly string[] = i18n.intlLocales,
): string | null {
  const time = Date.parse(at);
  if (!at || Number.isNaN(time)) return null;
  return new Intl.DateTimeFormat([...locales], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(zone ? { timeZone: zone } : {}),
  }).format(time);
}

/**
 * "Signed by Avery Quinn on December 6, 2026 at 1:38 AM PST": what was done, by whom and when
 * (in the home's time zone, else the browser's), each part left out when the lender gave none.
 */
export function copyLine(
  copy: Pick<DocumentCopy, 'act' | 'signerName' | 'at'>,
  propertyState: string | null | undefined,
  t: Translate,
): string {
  const when = formatCopyTime(copy.at, propertyTimeZone(propertyState));
  const name = copy.signerName.trim();
  const { act } = copy;
  if (name && when) {
    return t(
      msg`${select(act, { AGREED: 'Agreed to', ACCEPTED: 'Accepted', AUTHORIZED: 'Authorized', other: 'Signed' })} by ${name} on ${when}`,
    );
  }
  if (name) {
    return t(
      msg`${select(act, { AGREED: 'Agreed to', ACCEPTED: 'Accepted', AUTHORIZED: 'Authorized', other: 'Signed' })} by ${name}`,
    );
  }
  if (when) {
    return t(
      msg`${select(act, { AGREED: 'Agreed to', ACCEPTED: 'Accepted', AUTHORIZED: 'Authorized', other: 'Signed' })} on ${when}`,
    );
  }
  return t(
    msg`${select(act, { AGREED: 'Agreed to', ACCEPTED: 'Accepted', AUTHORIZED: 'Authorized', other: 'Signed' })}`,
  );
}

/** The copy's title, or a plain name when the lender gave none. */
export const copyTitle = (copy: Pick<DocumentCopy, 'title'>, t: Translate) =>
  copy.title || t(UNTITLED_DOCUMENT);
