/** @jest-environment node */
/**
 * The sandbox checks its seeded organisations against the contract's organisation data before it
 * starts (docs/sandbox.md#seeded-organisations): a seed the app would not read as given stops the
 * start, naming the organisation and the field.
 */
import fs from 'node:fs';
import type * as Orgs from '../../src/sandbox/orgs';
import type { OrgRecord } from '../../src/sandbox/records';
import { startSandbox } from '../../src/sandbox/server';
import { freshDataDir } from './helpers';

const mockBadSeed: { change: ((orgs: OrgRecord[]) => void) | null } = { change: null };

jest.mock('../../src/sandbox/orgs', () => {
  const actual = jest.requireActual<typeof Orgs>('../../src/sandbox/orgs');
  return {
    ...actual,
    seedOrgs: () => {
      const orgs = actual.seedOrgs();
      mockBadSeed.change?.(orgs);
      return orgs;
    },
  };
});

afterEach(() => {
  mockBadSeed.change = null;
});

const partnerOf = (orgs: OrgRecord[]) => orgs.find((org) => org.code === 'partner')!;

it('does not start with a seeded organisation the app would not read as given', async () => {
  mockBadSeed.change = (orgs) => {
    partnerOf(orgs).info.orgBrand.primaryColor = 'purple';
    partnerOf(orgs).info.orgPricingData.push({ minApr: -2 });
  };
  const dataDir = freshDataDir();
  const start = startSandbox({ port: 0, app: 'none', dataDir });
  await expect(start).rejects.toThrow(
    'organization "partner": orgBrand.primaryColor: "purple" read as "#1d4ed8"',
  );
  await expect(start).rejects.toThrow(
    'organization "partner": orgPricingData.2.minApr: -2 left out',
  );
  // Failing fast: nothing was written.
  expect(fs.readdirSync(dataDir)).toEqual([]);
});

it('starts with the seeded organisations as they are', async () => {
  const sandbox = await startSandbox({ port: 0, app: 'none', dataDir: freshDataDir() });
  await sandbox.close();
});
