/**
 * Which originator to show (docs/supporting-areas.md#which-originator): an explicit argument, else the referrer query
 * value, else the application's referrer. Pure and small: the first screen needs it to keep the
 * card's place before the card's own code arrives.
 */
export function loanOriginatorUuidFor(
  explicit: string | null | undefined,
  search: string,
  applicationReferrerUuid: string | null | undefined,
): string | null {
  return explicit || new URLSearchParams(search).get('referrer') || applicationReferrerUuid || null;
}
