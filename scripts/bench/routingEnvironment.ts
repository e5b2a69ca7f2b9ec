/**
 * A browser-shaped global for running the app's store in Node for the routing benchmark: storage
 * with a session, the network answered in memory (every status read says WAITING_FOR_CREDIT),
 * and timers that fire at once so 10,000 polls take seconds. Imported before the app's code.
 */
export const APPLICATION_UUID = '3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b';
// A browser-shaped global for the app's code, with the network answered in memory.
const storage = new Map<string, string>([['jwt', 'bench-token']]);
const localStorageShim = {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
};
Object.assign(globalThis, {
  window: {
    location: { origin: 'http://bench.local' },
    localStorage: localStorageShim,
    sessionStorage: localStorageShim,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  },
});

export const counters = { statusReads: 0 };
export const profile = {
  uuid: 'p-1',
  type: 'BORROWER',
  name: { uuid: 'n-1', firstName: 'Alex', lastName: 'Rivera' },
  dob: '1984-03-14',
  email: 'a@example.com',
  phoneNumbers: [],
  addresses: [
    {
      uuid: 'addr-1',
      street1: '1 Oak',
      city: 'Fresno',
      state: 'CA',
      zip: '93701',
      ownership: 'SOLE',
    },
  ],
  hasSsn: true,
};
export const application = {
  uuid: APPLICATION_UUID,
  loanNumber: '1',
  selectedPropertyUuid: 'addr-1',
  term: 120,
  amount: 50000,
  rate: 8.1,
  consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
  coDeedStatus: 'NOT_REQUIRED',
};
globalThis.fetch = (async (input: Request | string) => {
  const url = typeof input === 'string' ? input : input.url;
  let body: unknown = {};
  if (url.endsWith('/profile')) body = profile;
  else if (url.includes('/application/heloc/')) body = application;
  else if (url.endsWith('/status')) {
    counters.statusReads += 1;
    body = { applicationUuid: APPLICATION_UUID, state: 'WAITING_FOR_CREDIT', liensComplete: true };
  } else if (url.includes('/conditions/')) body = [];
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}) as typeof fetch;

// Polling waits are real timers; for the simulation every wait is immediate.
export const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((fn: () => void, _ms?: number, ...args: unknown[]) =>
  realSetTimeout(fn, 0, ...args)) as typeof setTimeout;
