import {
  MAINTENANCE_DEFAULT_MESSAGE,
  MAINTENANCE_DEFAULT_TITLE,
  maintenanceFor,
  readMaintenanceVariables,
  routeMatches,
} from '../../src/features/maintenance/maintenance';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID } from '../support/fixtures';

const app = (step: string) => `/account/heloc/${APPLICATION_UUID}/${step}`;
const OFFER = app('product/select');

test('the default wording is exactly the documented one', () => {
  expect(i18n._(MAINTENANCE_DEFAULT_TITLE)).toBe('Scheduled Maintenance');
  expect(i18n._(MAINTENANCE_DEFAULT_MESSAGE)).toBe(
    'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
  );
});

describe('route entries', () => {
  test.each([
    ['relative, the uuid left out', 'product/select'],
    ['relative, the uuid written :uuid', ':uuid/product/select'],
    ['with a leading slash', '/product/select'],
    ['from the base, with :uuid', '/account/heloc/:uuid/product/select'],
    ['from the base, the uuid left out', '/account/heloc/product/select'],
    ['with the real uuid', `${APPLICATION_UUID}/product/select`],
    ['with the real uuid in capitals', `${APPLICATION_UUID.toUpperCase()}/product/select`],
    ['with a trailing slash', 'product/select/'],
    ['with a query string', 'product/select?from=signing'],
    ['as a full address', `https://lender.example.com/account/heloc/:uuid/product/select`],
    ['a parent section', 'product'],
    ['a parent section with :uuid', ':uuid/product'],
    ['a parent section written with /*', 'product/*'],
    [':uuid alone: every application page', ':uuid'],
    ['every page', '*'],
  ])('%s (%s) covers /account/heloc/{uuid}/product/select', (_name, entry) => {
    expect(routeMatches(entry, OFFER)).toBe(true);
  });

  test.each([
    ['another page', 'product/assets'],
    ['a page under the one shown', 'product/select/more'],
    ['a partial segment', 'product/sel'],
    ['another application', '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b/product/select'],
    ['another area', 'heloc-signer'],
    ['the root', '/'],
  ])('%s (%s) does not cover it', (_name, entry) => {
    expect(routeMatches(entry, OFFER)).toBe(false);
  });

  test('an entry covers every page under it: heloc-signer covers each signer page', () => {
    for (const page of ['login', 'sign', 'conditions', 'conditions/upload-document']) {
      expect(routeMatches('heloc-signer', `/account/heloc/heloc-signer/${page}`)).toBe(true);
    }
    expect(routeMatches('heloc-signer', '/account/heloc/heloc-signer')).toBe(true);
    expect(routeMatches('heloc-signer/conditions', '/account/heloc/heloc-signer/sign')).toBe(false);
  });

  test('top-level pages match by their path; :uuid needs an application page', () => {
    expect(routeMatches('register', '/account/heloc/register/account-setup')).toBe(true);
    expect(routeMatches(':uuid/register', '/account/heloc/register')).toBe(false);
    expect(routeMatches(':uuid', '/account/heloc/heloc-signer/login')).toBe(false);
  });

  test('"*" covers every page, the root too; "/" and the base only the root', () => {
    for (const page of ['/account/heloc/', '/account/heloc/register', app('liens')]) {
      expect(routeMatches('*', page)).toBe(true);
    }
    expect(routeMatches('/', '/account/heloc/')).toBe(true);
    expect(routeMatches('/account/heloc', '/account/heloc')).toBe(true);
    expect(routeMatches('/account/heloc/', app('liens'))).toBe(false);
  });
});

describe('reading the variables', () => {
  test('routes as a JSON string or already a list; the boolean as true or "true"', () => {
    expect(readMaintenanceVariables({ routes: '["liens", ":uuid/identity"]' }).routes).toEqual([
      'liens',
      ':uuid/identity',
    ]);
    expect(readMaintenanceVariables({ routes: ['liens'] }).routes).toEqual(['liens']);
    expect(readMaintenanceVariables({ shouldShowDashboardLink: true }).showDashboardLink).toBe(
      true,
    );
    expect(readMaintenanceVariables({ shouldShowDashboardLink: 'true' }).showDashboardLink).toBe(
      true,
    );
    expect(readMaintenanceVariables({ shouldShowDashboardLink: 'TRUE ' }).showDashboardLink).toBe(
      true,
    );
    expect(readMaintenanceVariables({ shouldShowDashboardLink: 'false' }).showDashboardLink).toBe(
      false,
    );
  });

  test('a plain string of routes is a comma-separated list', () => {
    expect(readMaintenanceVariables({ routes: '*' }).routes).toEqual(['*']);
    expect(readMaintenanceVariables({ routes: 'liens, identity' }).routes).toEqual([
      'liens',
      'identity',
    ]);
    expect(readMaintenanceVariables({ routes: '"liens"' }).routes).toEqual(['liens']);
  });

  test.each([
    ['bad JSON', { routes: '["liens", ', message: '', pageTitle: '   ' }],
    ['a JSON object', { routes: '{"a": 1}' }],
    ['a number', { routes: 42, message: 7, pageTitle: false, shouldShowDashboardLink: 1 }],
    ['null', { routes: null, message: null, pageTitle: null, shouldShowDashboardLink: null }],
    ['wrong items', { routes: [1, null, {}, ''], shouldShowDashboardLink: 'yes' }],
    ['no variables at all', undefined],
    ['variables not an object', 'routes=*'],
  ])('%s falls back to the defaults without crashing', (_name, variables) => {
    expect(readMaintenanceVariables(variables)).toEqual({
      routes: [],
      title: MAINTENANCE_DEFAULT_TITLE,
      message: MAINTENANCE_DEFAULT_MESSAGE,
      showDashboardLink: false,
    });
  });

  test('each variable falls back on its own', () => {
    expect(
      readMaintenanceVariables({
        routes: ['liens'],
        message: 'Back at noon.',
        pageTitle: 123,
        shouldShowDashboardLink: 'true',
      }),
    ).toEqual({
      routes: ['liens'],
      title: MAINTENANCE_DEFAULT_TITLE,
      message: 'Back at noon.',
      showDashboardLink: true,
    });
  });
});

describe('maintenanceFor', () => {
  const enabled = (variables: Record<string, unknown>) => ({ flagEnabled: true, variables });

  test('the page is under maintenance when the flag is on and a route covers it', () => {
    expect(
      maintenanceFor(
        enabled({
          routes: '["liens", "product/select"]',
          pageTitle: 'Offers are paused',
          message: 'Back soon.',
          shouldShowDashboardLink: true,
        }),
        OFFER,
      ),
    ).toEqual({ title: 'Offers are paused', message: 'Back soon.', showDashboardLink: true });
  });

  test('with the defaults when only routes are set', () => {
    expect(maintenanceFor(enabled({ routes: ['*'] }), app('liens'))).toEqual({
      title: MAINTENANCE_DEFAULT_TITLE,
      message: MAINTENANCE_DEFAULT_MESSAGE,
      showDashboardLink: false,
    });
  });

  test('no route covering the page: null', () => {
    expect(maintenanceFor(enabled({ routes: ['liens', 'heloc-signer'] }), OFFER)).toBeNull();
  });

  test('no routes, or malformed ones: null (no page is under maintenance)', () => {
    expect(maintenanceFor(enabled({}), OFFER)).toBeNull();
    expect(maintenanceFor(enabled({ routes: '[not json' }), OFFER)).toBeNull();
  });

  test('the flag disabled: null, whatever the routes', () => {
    expect(maintenanceFor({ flagEnabled: false, variables: { routes: ['*'] } }, OFFER)).toBeNull();
    expect(maintenanceFor(null, OFFER)).toBeNull();
    expect(maintenanceFor(undefined, OFFER)).toBeNull();
  });
});
