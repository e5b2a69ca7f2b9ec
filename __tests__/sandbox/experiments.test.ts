/** @jest-environment node */
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
let borrower: string;
beforeAll(async () => {
  borrower = await sandbox.login('borrower@example.com');
});

const OPTIMIZE = '/service-optimize/external/api';
const EXPERIMENT = 'exp-heloc-offer-layout';
const user = (organization: string, identityUuid: string) => ({
  organization,
  applicationUuid: SEEDED_IDS.borrowerApp,
  createdAt: '2026-11-01T00:00:00.000Z',
  identityUuid,
  trackerId: null,
});
interface Decision {
  flagKey: string;
  enabled: boolean;
  variationKey: string;
  variables: Record<string, unknown>;
}
const decide = (organization: string, identityUuid: string) =>
  sandbox.json<Decision>(`${OPTIMIZE}/v2/decision`, {
    body: { flagKey: EXPERIMENT, optimizeUser: user(organization, identityUuid) },
  });
const ids = Array.from(
  { length: 40 },
  (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);

describe('decisions (v2) and the user flags (v1 features)', () => {
  it('bucket the main lender users about half and half, always the same for one user', async () => {
    const decisions = await Promise.all(ids.map((id) => decide('main', id)));
    const inVariation = decisions.filter((d) => d.enabled).length;
    expect(inVariation).toBeGreaterThan(8);
    expect(inVariation).toBeLessThan(32);
    expect(decisions[0]).toEqual({
      flagKey: EXPERIMENT,
      enabled: decisions[0]!.enabled,
      variationKey: decisions[0]!.enabled ? 'on' : 'off',
      variables: { experimentName: 'heloc-offer-layout', percentage: 50 },
    });
    for (const [i, id] of ids.slice(0, 5).entries()) {
      expect((await decide('main', id)).enabled).toBe(decisions[i]!.enabled);
    }
  });

  it('answer per organisation: the partner takes no part', async () => {
    const decisions = await Promise.all(ids.map((id) => decide('partner', id)));
    expect(decisions.every((d) => !d.enabled)).toBe(true);
    const features = await sandbox.json<{ featureKey: string; flagEnabled: boolean }[]>(
      `${OPTIMIZE}/v1/features`,
      { body: { optimizeUser: user('partner', ids[0]!) } },
    );
    expect(features.find((f) => f.featureKey === EXPERIMENT)?.flagEnabled).toBe(false);
    expect(features.find((f) => f.featureKey === 'fe-relative-url-heloc')).toEqual({
      featureKey: 'fe-relative-url-heloc',
      flagEnabled: true,
      variables: {},
    });
  });

  it('an organisation set by the control API keeps its own value; the plain call sets every one', async () => {
    await sandbox.json('/__sandbox/flags/fe-heloc-maintenance?org=partner', {
      method: 'PUT',
      body: { flagEnabled: true, variables: { routes: '["*"]' } },
    });
    const flag = (organization: string) =>
      sandbox.json<{ flagEnabled: boolean }>(`${OPTIMIZE}/v1/feature`, {
        body: { featureKey: 'fe-heloc-maintenance', optimizeUser: { organization } },
      });
    expect((await flag('partner')).flagEnabled).toBe(true);
    expect((await flag('main')).flagEnabled).toBe(false);
    await sandbox.json('/__sandbox/flags/fe-heloc-maintenance', {
      method: 'PUT',
      body: { flagEnabled: false },
    });
    expect((await flag('partner')).flagEnabled).toBe(false);
    expect(
      (
        await sandbox.call('/__sandbox/flags/x?org=nowhere', {
          method: 'PUT',
          body: { flagEnabled: true },
        })
      ).status,
    ).toBe(404);
  });
});

describe('what the app records on the application and the profile', () => {
  it('an experiment variation, one entry per experiment name', async () => {
    const path = `/service-application/api/v3/application/heloc/${SEEDED_IDS.borrowerApp}/experiments`;
    await sandbox.json(path, {
      method: 'PATCH',
      token: borrower,
      body: { experiments: [{ experimentName: 'heloc-offer-layout', variation: 'control' }] },
    });
    const saved = await sandbox.json<{ experiments: unknown[] }>(path, {
      method: 'PATCH',
      token: borrower,
      body: { experiments: [{ experimentName: 'heloc-offer-layout', variation: 'variation' }] },
    });
    expect(saved.experiments).toEqual([
      { experimentName: 'heloc-offer-layout', variation: 'variation' },
    ]);
  });

  it('the tracker: none at first, then the one sent', async () => {
    const path = '/service-application/api/v3/application/heloc/optermizerly-profile';
    const before = await sandbox.json<{ identityUuid: string; optimizelyProfileUuid: null }>(path, {
      token: borrower,
    });
    expect(before.optimizelyProfileUuid).toBeNull();
    const tracker = '7ac4e400-0000-4000-8000-000000000009';
    await sandbox.json(`${path}?identityUuid=${before.identityUuid}`, {
      method: 'PATCH',
      token: borrower,
      body: { optimizelyProfileUuid: tracker },
    });
    expect(await sandbox.json(path, { token: borrower })).toEqual({
      identityUuid: before.identityUuid,
      optimizelyProfileUuid: tracker,
    });
  });

  it('telemetry and optimize calls fail on demand like any other', async () => {
    await sandbox.json('/__sandbox/faults', {
      body: { method: 'POST', path: '/ft/heloc/session', kind: '500', times: 3 },
    });
    for (let i = 0; i < 3; i += 1) {
      expect((await sandbox.call('/ft/heloc/session', { body: { platform: 'WEB' } })).status).toBe(
        500,
      );
    }
    expect((await sandbox.call('/ft/heloc/session', { body: { platform: 'WEB' } })).status).toBe(
      200,
    );
    const log = await sandbox.json<{ path: string; status: number; body: unknown }[]>(
      '/__sandbox/requests?since=0',
    );
    const sessions = log.filter((r) => r.path === '/ft/heloc/session');
    expect(sessions.map((r) => r.status).slice(-4)).toEqual([500, 500, 500, 200]);
    expect(sessions.at(-1)?.body).toEqual({ platform: 'WEB' });
  });
});
