/**
 * What the route tests (routes*.test.tsx) share: the fixtures' application route, and a page's
 * heading found and checked in the same moment. The route tests are split in two files so that
 * the unit run's two workers share them. That each page the routing sends an applicant to shows
 * its heading to the applicant whose step it is, the browser's routing test proves, in the
 * production build (__tests__/browser/routing.test.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import { ROUTED_STEPS } from '../../src/features/routing';
import { realTimers, type SagaTimers } from '../../src/lib/sagaTimers';
import { renderApp, type RenderAppOptions } from '../support/renderApp';
import { http, HttpResponse } from 'msw';
import { APPLICATION_UUID } from '../support/fixtures';
import { APPLICATION_ROUTE_HEADINGS } from '../support/routeExpectations';
import { server, url, useMockServer } from '../support/server';

export const base = '/account/heloc';

/** What the pages read beyond the fixtures' records, refused: a route's heading does not wait on it. */
const UNAVAILABLE = [
  ['post', '/service-csp/external/api/v1/twilio/initWebChat'], // the chat ?pop-webchat opens
  ['get', '/service-application/api/v1/application/heloc/:uuid/disclosures'],
  ['get', '/service-application/api/v1/application/heloc/:uuid/closing-documents'],
  ['get', '/service-application/api/v1/application/heloc/:uuid/notary/slots'],
] as const;

/** The mock server for the route tests: the fixtures' records, the rest unavailable (503). */
export function useRouteServer() {
  useMockServer();
  beforeEach(() =>
    server.use(
      ...UNAVAILABLE.map(([method, path]) =>
        http[method](url(path), () =>
          HttpResponse.json({ errors: [{ message: 'Unavailable' }] }, { status: 503 }),
        ),
      ),
    ),
  );
}

/**
 * The sagas' waits fifty times shorter (the routing's settling reads, its backoff, the polls), in
 * order: which page a route shows does not depend on how long the routing waits, whose delays
 * are proven to the millisecond in __tests__/routing.
 */
export const QUICK_TIMERS: SagaTimers = {
  delay: (ms) => realTimers.delay(Math.ceil(ms / 50)),
};
export const app = `${base}/${APPLICATION_UUID}`;
/** The fixtures' borrower is at OFFER_SELECTION. */
export const OFFER = 'Select your offer';

/**
 * The page's heading, found and checked in the same moment: a redirect can replace the element
 * a findByRole had already returned (income/link/{type} shows the review, then moves there).
 */
export async function expectHeading(name: string) {
  await waitFor(
    () => expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument(),
    {},
  );
}

/** The application routes the routing sends an applicant to (the rest are reached from a step). */
export const routed = APPLICATION_ROUTE_HEADINGS.filter(([path]) => ROUTED_STEPS.has(path));
export const reachedFromAStep = APPLICATION_ROUTE_HEADINGS.filter(
  ([path]) => !ROUTED_STEPS.has(path),
);

/** The app at `path`, its sagas on QUICK_TIMERS. */
export const renderRoute = (path: string, options: RenderAppOptions = {}) =>
  renderApp(path, { timers: QUICK_TIMERS, ...options });
