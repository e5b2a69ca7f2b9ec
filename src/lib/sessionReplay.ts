/**
 * The session-replay tool (docs/requests.md#what-every-call-carries: an id header when
 * available, the replay link sent once per application). The app does not load the tool: a
 * lender that uses one puts its snippet on the page, and the snippet defines `window.FS`, whose
 * v2 browser API answers FS('getSession', { format: 'id' | 'url' }) once capture has begun
 * (null before). Without it, both are null and nothing is sent.
 */
export const SESSION_REPLAY_HEADER = 'X-Session-Replay-Id';

type ReplayApi = (method: 'getSession', options: { format: 'id' | 'url' }) => unknown;

function ask(format: 'id' | 'url'): string | null {
  try {
    const api = (globalThis as { FS?: unknown }).FS;
    if (typeof api !== 'function') return null;
    const answer = (api as ReplayApi)('getSession', { format });
    return typeof answer === 'string' && answer.length > 0 && answer.length <= 2000 ? answer : null;
  } catch {
    // A broken snippet must not break a request.
    return null;
  }
}

export const sessionReplayId = (): string | null => ask('id');

/** The replay's address, only when it is an https address. */
export function sessionReplayUrl(): string | null {
  const url = ask('url');
  return url && /^https:\/\/[^\s]+$/.test(url) ? url : null;
}
