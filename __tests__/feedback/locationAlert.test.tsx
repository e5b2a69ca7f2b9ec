import { act, fireEvent, screen } from '@testing-library/react';
import { LOCATION_ALERT_HEADING, LocationAlert } from '../../src/features/feedback/LocationAlert';
import { i18n } from '../../src/lib/i18n';
import { useMockServer } from '../support/server';
import { renderWithStore } from './support';

useMockServer();

const original = Object.getOwnPropertyDescriptor(navigator, 'permissions');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'permissions', original);
  else delete (navigator as { permissions?: unknown }).permissions;
});

/** A PermissionStatus whose state the test can change, firing `change` as browsers do. */
function fakeStatus(initial: PermissionState) {
  const target = new EventTarget() as EventTarget & { state: PermissionState };
  target.state = initial;
  return {
    status: target,
    set(state: PermissionState) {
      target.state = state;
      target.dispatchEvent(new Event('change'));
    },
  };
}

function givePermissions(permissions: unknown) {
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: permissions });
}

function withGeolocation(state: PermissionState) {
  const fake = fakeStatus(state);
  const query = jest.fn(async () => fake.status);
  givePermissions({ query });
  return { ...fake, query };
}

async function renderAlert() {
  const view = renderWithStore(<LocationAlert />);
  // Let the permission query settle.
  await act(async () => undefined);
  return view;
}

test('shown when the geolocation permission is denied: a labelled alert saying why and how', async () => {
  const { query } = withGeolocation('denied');
  await renderAlert();
  expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
  const alert = screen.getByRole('alert', { name: i18n._(LOCATION_ALERT_HEADING) });
  expect(i18n._(LOCATION_ALERT_HEADING)).toBe('Why we need your location');
  expect(alert).toHaveTextContent('Location services must be enabled for secure e-signing.');
  expect(alert).toHaveTextContent('set Location to Allow');
  expect(screen.getByRole('heading', { name: 'Why we need your location' })).toBeInTheDocument();
});

test.each(['granted', 'prompt'] as const)('not shown when the permission is %s', async (state) => {
  withGeolocation(state);
  const { container } = await renderAlert();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(container).toBeEmptyDOMElement();
});

test('not shown without the Permissions API', async () => {
  givePermissions(undefined);
  const { container } = await renderAlert();
  expect(container).toBeEmptyDOMElement();
});

test('not shown when the query is refused', async () => {
  givePermissions({ query: jest.fn(async () => Promise.reject(new TypeError('unsupported'))) });
  const { container } = await renderAlert();
  expect(container).toBeEmptyDOMElement();
});

test('dismissible', async () => {
  withGeolocation('denied');
  await renderAlert();
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('follows the permission: goes when it is granted, comes when it is denied', async () => {
  const fake = withGeolocation('prompt');
  await renderAlert();
  expect(screen.queryByRole('alert')).toBeNull();
  act(() => fake.set('denied'));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => fake.set('granted'));
  expect(screen.queryByRole('alert')).toBeNull();
});
