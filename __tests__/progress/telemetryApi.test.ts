import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { telemetryEventBody, telemetryEventSent } from '../../src/features/telemetry/telemetryApi';
import { APPLICATION_UUID } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { testStore } from '../support/testStore';
import { APP } from './helpers';

useMockServer();

test('the body has every field of spec 2 section 7, with defaults for the optional ones', () => {
  expect(
    telemetryEventBody(
      {
        domain: 'borrower.example.com',
        location: { pathname: `${APP}/identity`, search: '?step=1&ssn=123-45-6789' },
        session: null,
        identityId: null,
        applicationUuid: APPLICATION_UUID,
      },
      { event: 'page view', eventType: 'PAGE' },
    ),
  ).toEqual({
    domain: 'borrower.example.com',
    // Query values leave the app redacted.
    queryParams: { step: '1', ssn: '[redacted]' },
    pagePath: `${APP}/identity`,
    event: 'page view',
    sessionKey: null,
    identityId: null,
    applicationUuid: APPLICATION_UUID,
    eventType: 'PAGE',
    productType: 'HELOC',
    eventProperties: {},
    dontDedupe: false,
    dedupeProperty: null,
  });
});

test('telemetryEventSent posts to /ft/heloc/event from where the app is, untracked', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(url('/ft/:context/event'), async ({ request, params }) => {
      bodies.push({ context: params.context, body: await request.json() });
      return HttpResponse.json({ uuid: 'event-9' });
    }),
  );
  const { store } = testStore(`${APP}/signing/sign`);
  act(() => {
    store.dispatch(
      telemetryEventSent({
        event: 'documents opened',
        eventType: 'ACTION',
        eventProperties: { count: 3 },
        dedupeProperty: 'count',
      }),
    );
  });
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toEqual({
    context: 'heloc',
    body: expect.objectContaining({
      pagePath: `${APP}/signing/sign`,
      applicationUuid: APPLICATION_UUID,
      event: 'documents opened',
      eventType: 'ACTION',
      productType: 'HELOC',
      eventProperties: { count: 3 },
      dontDedupe: false,
      dedupeProperty: 'count',
    }),
  });
  expect(store.getState().api.mutations).toEqual({});
});
