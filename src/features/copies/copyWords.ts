/**
 * How a copy is named and dated (docs/journey.md#copies-of-what-was-signed): what the person did
 * with it, under which name, when, in the property's time zone.
 */
import type { CopyAct, DocumentCopy } from '../../contract/documents';
import { propertyTimeZone } from '../../contract/timeZones';

export const COPIES_LIST_HEADING = 'What you agreed to and signed';
export const COPIES_INTRO =
  'Copies of everything you agreed to, accepted, authorized or signed electronically. Open one to read it, print it or save it as a PDF.';
export const NO_COPIES_TEXT = 'You have not accepted or signed any documents yet.';
export const COPIES_LINK_TEXT = 'See and print copies of what you signed';
export const PRINT_LABEL = 'Print';
export const BACK_TO_COPIES = 'Back to your documents';
export const COPY_NOT_FOUND = 'We could not find this document among yours';
export const COPY_NOT_FOUND_TEXT =
  'It may belong to someone else on the application, or the address may be mistyped.';

const ACT_WORDS: Record<CopyAct, string> = {
  AGREED: 'Agreed to',
  ACCEPTED: 'Accepted',
  AUTHORIZED: 'Authorized',
  SIGNED: 'Signed',
};

/** "December 6, 2026 at 1:38 AM PST" in the zone; null for a time that is not one. */
export function formatCopyTime(at: string, zone: string | null): string | null {
  const time = Date.parse(at);
  if (!at || Number.isNaN(time)) return null;
  return new Intl.DateTimeFormat('en-US', {
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
): string {
  const when = formatCopyTime(copy.at, propertyTimeZone(propertyState));
  const by = copy.signerName.trim() ? ` by ${copy.signerName.trim()}` : '';
  return `${ACT_WORDS[copy.act]}${by}${when ? ` on ${when}` : ''}`;
}

/** The copy's title, or a plain name when the lender gave none. */
export const copyTitle = (copy: Pick<DocumentCopy, 'title'>) => copy.title || 'Document';
