import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  APPLICATION_UUID,
  makeAccounts,
  makeApplication,
  makeConditions,
  makeLoanOriginator,
  makeProfile,
  makeStatus,
} from './fixtures';
import { mergeScenario } from './routeExpectations';

export const ORIGIN = 'http://localhost:8080';
export const url = (path: string) => `${ORIGIN}${path}`;

/** Every read endpoint, answering the fixtures; tests override what they need. */
export const defaultHandlers = [
  http.get(url('/service-profile/api/v1/profile'), () => HttpResponse.json(makeProfile())),
  http.get(url('/service-application/api/v1/application/heloc/all'), () =>
    HttpResponse.json([makeApplication()]),
  ),
  http.get(url('/service-application/api/v1/application/heloc/:uuid'), ({ params }) =>
    params.uuid === APPLICATION_UUID
      ? HttpResponse.json(makeApplication())
      : HttpResponse.json({ errors: [{ message: 'Application not found' }] }, { status: 404 }),
  ),
  http.get(url('/service-krang-heloc/borrower/secure/api/v1/:uuid/status'), () =>
    HttpResponse.json(makeStatus()),
  ),
  http.get(
    url('/service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants'),
    () => HttpResponse.json(makeConditions()),
  ),
  http.get(url('/service-wallet/secure/api/v4/account'), () => HttpResponse.json(makeAccounts())),
  http.get(url('/service-lead-portal/api/lo/:uuid'), () => HttpResponse.json(makeLoanOriginator())),
  http.get(url('/service-wallet/secure/api/v4/account/access'), () =>
    HttpResponse.json({
      account: { name: 'Alex Rivera', address: 'tp1q9xk3v8w2y7z6u5t4' },
      authorizedWallet: { address: 'tp1q9xk3v8w2y7z6u5t4', authorizationType: 'OWNER' },
    }),
  ),
  // Feature flags are off unless a test turns one on.
  http.post(url('/service-optimize/external/api/v1/feature'), () =>
    HttpResponse.json({ flagEnabled: false, variables: {} }),
  ),
  // Telemetry is fire-and-forget.
  http.post(url('/ft/:context/event'), () => HttpResponse.json({ uuid: 'event-1' })),
];

export const server = setupServer(...defaultHandlers);

/** Each test file that touches the network calls this once. Unhandled requests fail the test. */
export function useMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
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
