import { screen } from '@testing-library/react';
import {
  DYNAMIC_IMPORT_MAX_RETRIES,
  DYNAMIC_IMPORT_RETRY_KEY,
} from '../../src/loading/lazyWithRetry';
import { ROUTING_FAILED } from '../../src/features/routing/RoutingPending';
import { DECISION_LOAD_FAILED } from '../../src/features/routing/routingSaga';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { useMockServer } from '../support/server';

// The routing's rules load in a chunk of their own (docs/performance.md#the-first-screen); here
// that chunk cannot be fetched, and its reloads are used up.
jest.mock('../../src/features/routing/routeDecision', () => {
  throw Object.assign(new Error('Loading chunk route-decision failed.'), {
    name: 'ChunkLoadError',
  });
});

useMockServer();

test('a routed page whose rules cannot be fetched says so, with Try again', async () => {
  sessionStorage.setItem(DYNAMIC_IMPORT_RETRY_KEY, String(DYNAMIC_IMPORT_MAX_RETRIES));
  const { history } = renderApp(`/account/heloc/${APPLICATION_UUID}/liens`);
  expect(await screen.findByRole('heading', { name: i18n._(ROUTING_FAILED) })).toBeInTheDocument();
  expect(screen.getByText(DECISION_LOAD_FAILED)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(history.reloads).toBe(0);
});
