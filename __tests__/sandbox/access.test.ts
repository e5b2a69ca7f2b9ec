/** @jest-environment node */
import type { HelocApplication } from '../../src/features/application';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();

const APP = '/service-application/api/v1/application/heloc';
const reads = (uuid: string) => [
  `${APP}/${uuid}`,
  `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`,
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`,
];

async function allOf(email: string): Promise<string[]> {
  const token = await sandbox.login(email);
  return (await sandbox.json<HelocApplication[]>(`${APP}/all`, { token })).map((a) => a.uuid);
}

it('each person lists their own, signed-for and referred applications', async () => {
  expect(await allOf('borrower@example.com')).toEqual([SEEDED_IDS.borrowerApp]);
  expect(await allOf('signer@example.com')).toEqual([SEEDED_IDS.borrowerApp]);
  expect(await allOf('broker@example.com')).toEqual([SEEDED_IDS.texasApp]);
  expect(await allOf('texas@example.com')).toEqual([SEEDED_IDS.texasApp]);
  expect(await allOf('partner-borrower@example.com')).toEqual([SEEDED_IDS.partnerApp]);
  expect(await allOf('new@example.com')).toEqual([]);
});

it('a co-deeder reads the application they sign for', async () => {
  const token = await sandbox.login('signer@example.com');
  for (const url of reads(SEEDED_IDS.borrowerApp)) {
    expect((await sandbox.call(url, { token })).status).toBe(200);
  }
});

it('a broker reads the application they referred', async () => {
  const token = await sandbox.login('broker@example.com');
  for (const url of reads(SEEDED_IDS.texasApp)) {
    expect((await sandbox.call(url, { token })).status).toBe(200);
  }
  expect((await sandbox.call(`${APP}/${SEEDED_IDS.borrowerApp}`, { token })).status).toBe(403);
});

it("anyone else gets 403 on another person's application, and 404 on none", async () => {
  const token = await sandbox.login('new@example.com');
  for (const url of reads(SEEDED_IDS.borrowerApp)) {
    const response = await sandbox.call(url, { token });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [{ code: 'FORBIDDEN', message: 'You do not have access to this application' }],
    });
  }
  const missing = '00000000-0000-4000-8000-000000000000';
  for (const url of reads(missing)) {
    const response = await sandbox.call(url, { token });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ code: 'NOT_FOUND', message: `No application ${missing}` }],
    });
  }
});

it('the application endpoints need a session', async () => {
  for (const url of [`${APP}/all`, ...reads(SEEDED_IDS.borrowerApp)]) {
    expect((await sandbox.call(url)).status).toBe(401);
  }
});
