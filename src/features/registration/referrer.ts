/** The query value naming the referring loan originator. */
export const REFERRER_PARAM = 'referrer';

/**
 * docs/shell.md#redirects-and-public-pages: a wholesale organisation, or one that requires a
 * referring loan originator, turns away a registration that carries no referrer query value.
 */
export function registrationNeedsReferrer(settings: {
  channel: 'RETAIL' | 'WHOLESALE';
  requireReferringLoanOriginator: boolean;
}): boolean {
  return settings.channel === 'WHOLESALE' || settings.requireReferringLoanOriginator;
}

export function isAcceptingRegistration(
  settings: { channel: 'RETAIL' | 'WHOLESALE'; requireReferringLoanOriginator: boolean },
  search: string,
): boolean {
  return (
    !registrationNeedsReferrer(settings) || Boolean(new URLSearchParams(search).get(REFERRER_PARAM))
  );
}
