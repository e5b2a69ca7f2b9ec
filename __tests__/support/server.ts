import {
  http,
  HttpResponse,
  type HttpResponseResolver,
  type PathParams,
  RequestHandler,
} from 'msw';
import { setupServer } from 'msw/node';
import {
  APPLICATION_UUID,
  makeAccounts,
  makeDocumentCopies,
  makeApplication,
  makeConditions,
  makeLoanOriginator,
  makeProfile,
  makeStatus,
  PROFILE_UUID,
} from './fixtures';
import { CALLS, type CallMatch, callMatches, callsOf, type Method } from '../../src/contract/calls';
import { answerShortfalls } from './conformance';
import { bodyRefusal } from './requestBodies';
import { mergeScenario } from './routeExpectations';

export const ORIGIN = 'http://localhost:8080';

/** The telemetry session the default handler answers. */
export const TELEMETRY_SESSION = {
  uuid: '5e551011-0000-4000-8000-000000000001',
  epoch: 1795651200000,
  trackerUuid: '7ac4e400-0000-4000-8000-000000000001',
};
export const url = (path: string) => `${ORIGIN}${path}`;

/** The main lender's licences (the sandbox's main organisation holds all 50 states). */
export const ALL_STATE_ABBREVS = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS',
  'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM',
  'NV', 'NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI',
  'WV', 'WY',
]; // prettier-ignore

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/**
 * A department's week as GET /service-operating-hours/external/api/v1/hours/{department} answers
 * it (the sandbox's main organisation: weekdays 06:00-18:00, Saturday 08:00-16:30, Sunday closed).
 */
export function makeOperatingHours(
  department = 'OPS_PHONE',
  days: ({ start: string; end: string } | null)[] = [
    ...Array.from({ length: 5 }, () => ({ start: '06:00', end: '18:00' })),
    { start: '08:00', end: '16:30' },
    null,
  ],
) {
  return {
    department,
    weekdays: WEEKDAYS.map((weekday, index) => {
      const day = days[index] ?? null;
      return {
        weekday,
        weekdayValue: index + 1,
        isOpen: day !== null,
        startTime: day?.start ?? null,
        endTime: day?.end ?? null,
      };
    }),
  };
}

/** Who am I, as the identity endpoints answer (the sandbox's identityOf). */
export function makeIdentity() {
  return {
    uuid: PROFILE_UUID,
    organizationCode: 'main',
    profileType: 'BORROWER',
    email: 'borrower@example.com',
    updatedAt: '2026-11-01T12:00:00.000Z',
    isManageable: true,
    isBroker: false,
    activeLegacyCustomerOrgs: [],
    aliases: [{ type: 'EMAIL', value: 'borrower@example.com' }],
    passwordExpired: false,
    twoFactorEnabled: false,
    totpVerified: false,
    wallet: null,
  };
}

/**
 * A handler for the contract's call `method path` (its row's path in src/contract/calls.ts),
 * made on the origin or under any base the app is given (docs/architecture.md#the-calls): it
 * answers what the table's matcher says is that call, with the parts the app filled in as its
 * params. A path the table does not state is refused where the handler is made.
 */
export function lenderCall(
  method: Method,
  path: string,
  resolver: HttpResponseResolver<PathParams<string>>,
) {
  const row = CALLS.find((call) => call.method === method && call.path === path);
  if (!row) throw new Error(`The contract states no call ${method} ${path}`);
  const handler = http[method.toLowerCase() as Lowercase<Method>];
  return handler(({ request }) => {
    const match = matchesOf(request).find(({ call }) => call === row);
    return match ? { matches: true, params: match.params } : false;
  }, resolver);
}

/** The table's matches of a request, read once per method and path: each handler asks. */
const matchesRead = new Map<string, CallMatch[]>();
function matchesOf(request: Request): CallMatch[] {
  const key = `${request.method} ${new URL(request.url).pathname}`;
  if (!matchesRead.has(key)) {
    matchesRead.set(key, callMatches(request.method, new URL(request.url).pathname));
  }
  return matchesRead.get(key)!;
}

/**
 * Every read endpoint, answering the fixtures, on the origin or under any base; tests override
 * what they need.
 */
export const defaultHandlers = [
  lenderCall('GET', '/service-profile/api/v1/profile', () => HttpResponse.json(makeProfile())),
  lenderCall('GET', '/service-application/api/v1/application/heloc/all', () =>
    HttpResponse.json([makeApplication()]),
  ),
  lenderCall('GET', '/service-application/api/v1/application/heloc/:uuid', ({ params }) =>
    params.uuid === APPLICATION_UUID
      ? HttpResponse.json(makeApplication())
      : HttpResponse.json({ errors: [{ message: 'Application not found' }] }, { status: 404 }),
  ),
  lenderCall('GET', '/service-krang-heloc/borrower/secure/api/v1/:uuid/status', () =>
    HttpResponse.json(makeStatus()),
  ),
  lenderCall(
    'GET',
    '/service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants',
    () => HttpResponse.json(makeConditions()),
  ),
  lenderCall('GET', '/service-wallet/secure/api/v4/account', () =>
    HttpResponse.json(makeAccounts()),
  ),
  lenderCall('GET', '/service-application/api/v1/application/heloc/:uuid/document-copies', () =>
    HttpResponse.json({ documents: makeDocumentCopies() }),
  ),
  lenderCall('GET', '/service-lead-portal/api/lo/:uuid', () =>
    HttpResponse.json(makeLoanOriginator()),
  ),
  lenderCall('GET', '/service-wallet/secure/api/v4/account/access', () =>
    HttpResponse.json({
      account: { name: 'Alex Rivera', address: 'tp1q9xk3v8w2y7z6u5t4' },
      authorizedWallet: { address: 'tp1q9xk3v8w2y7z6u5t4', authorizationType: 'OWNER' },
    }),
  ),
  // The footer's data ("Footer and officer data").
  lenderCall('GET', '/service-application/external/api/v1/heloc/state-licenses', () =>
    HttpResponse.json(ALL_STATE_ABBREVS.map((abbrev) => ({ abbrev }))),
  ),
  lenderCall('GET', '/service-operating-hours/external/api/v1/hours/:department/openStatus', () =>
    HttpResponse.json({ open: true }),
  ),
  lenderCall(
    'GET',
    '/service-operating-hours/external/api/v1/hours/:department/week',
    ({ params }) => HttpResponse.json(makeOperatingHours(String(params.department))),
  ),
  lenderCall('GET', '/service-operating-hours/external/api/v1/hours/:department', ({ params }) =>
    HttpResponse.json(makeOperatingHours(String(params.department))),
  ),
  // Identity ("Identity").
  lenderCall('GET', '/identity-broker/:variant/secure/api/v3/self/figureinfo', () =>
    HttpResponse.json(makeIdentity()),
  ),
  lenderCall('GET', '/identity/secure/api/v1/identity', () => HttpResponse.json(makeIdentity())),
  lenderCall('GET', '/identity/secure/api/v1_1/identity', () => HttpResponse.json(makeIdentity())),
  // Feedback to the CEO is accepted.
  lenderCall('POST', '/service-profile/api/v1/feedback/ceo', () =>
    HttpResponse.json({
      uuid: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
      receivedAt: '2026-11-25T12:00:00.000Z',
    }),
  ),
  // Feature flags are off unless a test turns one on.
  lenderCall('POST', '/service-optimize/external/api/v1/feature', () =>
    HttpResponse.json({ flagEnabled: false, variables: {} }),
  ),
  // Telemetry is fire-and-forget.
  lenderCall('POST', '/ft/:context/event', () => HttpResponse.json({ uuid: 'event-1' })),
  // As the service does: a tracker sent back in sessionKey is kept.
  lenderCall('POST', '/ft/:context/session', async ({ request }) => {
    const { sessionKey } = (await request.json()) as { sessionKey?: { trackerUuid?: string } };
    return HttpResponse.json({
      ...TELEMETRY_SESSION,
      trackerUuid: sessionKey?.trackerUuid ?? TELEMETRY_SESSION.trackerUuid,
    });
  }),
  // The decision service: no flags on, no experiments, for anyone.
  lenderCall('POST', '/service-optimize/external/api/v1/features', () => HttpResponse.json([])),
  lenderCall('POST', '/service-optimize/external/api/v2/decision', async ({ request }) => {
    const { flagKey } = (await request.json()) as { flagKey: string };
    return HttpResponse.json({ flagKey, enabled: false, variationKey: 'off', variables: {} });
  }),
  lenderCall('GET', '/service-application/api/v3/application/heloc/optermizerly-profile', () =>
    HttpResponse.json({ identityUuid: PROFILE_UUID, optimizelyProfileUuid: null }),
  ),
  lenderCall('PATCH', '/service-application/api/v3/application/heloc/optermizerly-profile', () =>
    HttpResponse.json({}),
  ),
  lenderCall('PATCH', '/service-application/api/v3/application/heloc/:uuid/experiments', () =>
    HttpResponse.json({}),
  ),
  lenderCall('PUT', '/service-application/api/v1/application/heloc/:uuid/full-story-link', () =>
    HttpResponse.json({}),
  ),
];

export const server = setupServer(...defaultHandlers);

/**
 * The header a test puts on an answer off the contract on purpose (a malformed answer, or a call
 * the test makes up): `HttpResponse.json(body, OFF_CONTRACT)`. Every other answer must be the
 * contract's.
 */
export const OFF_CONTRACT = { headers: { 'x-test-answer': 'off-contract' } } as const;

/**
 * An answer's shortfalls, read once per call and text in a test file: the fixtures come back in
 * test after test, and reading them again would only cost the suite time.
 */
const answersChecked = new Map<string, string[] | null>();
function checkedAnswer(method: string, pathname: string, text: string, answer: unknown) {
  const path = callsOf(method, pathname)[0]?.path ?? pathname;
  const key = `${method} ${path}\n${text}`;
  if (!answersChecked.has(key)) answersChecked.set(key, answerShortfalls(method, pathname, answer));
  return answersChecked.get(key)!;
}

/**
 * Checks every call against the contract's table (src/contract/calls.ts): a call it does not
 * state, a body the app sends that the lender would refuse, or a 2xx JSON answer that is not what
 * the app reads it with, fails the test. Returns the check to run after the test.
 */
function checkCalls(): () => Promise<void> {
  const checks: Promise<string | null>[] = [];
  const sent = ({ request }: { request: Request }) => {
    checks.push(
      bodyRefusal(
        request,
        server.listHandlers().filter((handler) => handler instanceof RequestHandler),
      ).then((errors) =>
        errors?.length
          ? `${request.method} ${new URL(request.url).pathname}: the lender would refuse the body the app sent:\n  ${errors
              .map((error) => `${error.field ?? ''}: ${error.message}`)
              .join('\n  ')}`
          : null,
      ),
    );
  };
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    checks.push(
      (async () => {
        if (response.headers.get('x-test-answer') === 'off-contract') return null;
        const { pathname } = new URL(request.url);
        const call = `${request.method} ${pathname}`;
        if (!response.ok)
          return answerShortfalls(request.method, pathname, null) === null
            ? `${call}: a call the contract does not state`
            : null;
        const text = await response.clone().text();
        let answer: unknown = null;
        if (text !== '') {
          try {
            answer = JSON.parse(text);
          } catch {
            return null;
          }
        }
        const shortfalls = checkedAnswer(request.method, pathname, text, answer);
        if (shortfalls === null) return `${call}: a call the contract does not state`;
        return shortfalls.length > 0
          ? `${call}: the answer is not the contract's:\n  ${shortfalls.join('\n  ')}`
          : null;
      })(),
    );
  };
  server.events.on('request:start', sent);
  server.events.on('response:mocked', listener);
  return async () => {
    server.events.removeListener('request:start', sent);
    server.events.removeListener('response:mocked', listener);
    const problems = (await Promise.all(checks)).filter((p): p is string => p !== null);
    if (problems.length > 0) {
      throw new Error(
        `The mock server answered what the lender would not (mark a deliberate one OFF_CONTRACT):\n${[...new Set(problems)].join('\n')}`,
      );
    }
  };
}

/**
 * Each test file that touches the network calls this once. A request no handler answers fails
 * the test it was sent in (or, sent after the last test, the file): msw errors the request, and
 * the test fails even when the code under test recovers from the failed call.
 */
export function useMockServer() {
  let check: (() => Promise<void>) | null = null;
  const unhandled: string[] = [];
  const failOnUnhandled = () => {
    const requests = unhandled.splice(0);
    if (requests.length > 0) {
      throw new Error(`Requests no handler answered:\n  ${[...new Set(requests)].join('\n  ')}`);
    }
  };
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unhandled.push(`${request.method} ${request.url}`);
        print.error();
      },
    }),
  );
  beforeEach(() => {
    check = checkCalls();
  });
  afterEach(async () => {
    const run = check;
    check = null;
    server.resetHandlers();
    await run?.();
    failOnUnhandled();
  });
  afterAll(() => {
    server.close();
    failOnUnhandled();
  });
}

/**
 * The seeded kind of additional signer: a CO_DEEDER on the borrower's v1 application (with
 * `application`'s fields), in the scenario of `state`; the applications they can see are that
 * one. Gives the application's fields as answered.
 */
export function useAdditionalSignerScenario(
  state: string,
  application: Record<string, unknown> = {},
): Record<string, unknown> {
  const signed = {
    additionalSignerVersion: 'v1',
    helocSigners: [{ identityUuid: PROFILE_UUID, name: null }],
    coDeedStatus: 'PENDING',
    ...application,
  };
  useScenario({ state, profile: { type: 'CO_DEEDER' }, application: signed });
  server.use(
    http.get(url('/service-application/api/v1/application/heloc/all'), () =>
      HttpResponse.json([makeApplication(signed as never)]),
    ),
  );
  return signed;
}

/** Answers the profile, application and status of a scenario (fixtures merged with it). */
export function useScenario(scenario: {
  state: string | null;
  status?: Record<string, unknown>;
  application?: Record<string, unknown>;
  profile?: Record<string, unknown>;
}) {
  server.use(
    http.get(url('/service-profile/api/v1/profile'), () =>
      HttpResponse.json(mergeScenario(makeProfile(), scenario.profile)),
    ),
    http.get(url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}`), () =>
      HttpResponse.json(mergeScenario(makeApplication(), scenario.application)),
    ),
    http.get(url('/service-krang-heloc/borrower/secure/api/v1/:uuid/status'), () =>
      HttpResponse.json({
        applicationUuid: APPLICATION_UUID,
        ...(scenario.status ?? {}),
        state: scenario.state,
      }),
    ),
  );
}
