import { telemetryEventBody } from '../../src/features/telemetry/telemetryApi';
import { APPLICATION_UUID } from '../support/fixtures';
import { APP } from '../progress/helpers';

test('the body has every field of the event, with defaults for the optional ones', () => {
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
