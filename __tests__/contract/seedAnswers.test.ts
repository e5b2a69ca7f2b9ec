/**
 * @jest-environment node
 *
 * The sandbox lender's seeded records answer what the app reads: every seeded application, its
 * status and conditions, and every seeded person's profile, identity and accounts conform to the
 * contract's schemas (support/conformance.ts). Answers made during the sandbox's own tests are
 * checked as they are read (sandbox/helpers.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountAccessSchema } from '../../src/contract/accountAccess';
import { accountsSchema } from '../../src/contract/accounts';
import { applicationSchema } from '../../src/contract/application';
import { conditionsSchema } from '../../src/contract/conditions';
import { identitySchema } from '../../src/contract/identity';
import { profileSchema } from '../../src/contract/profile';
import { statusResponseSchema } from '../../src/contract/status';
import { conditionsFor } from '../../src/sandbox/conditions';
import { RecordStore } from '../../src/sandbox/db';
import { ensureSeeded } from '../../src/sandbox/seed';
import {
  accountAccessOf,
  applicationOf,
  dashboardAccountsOf,
  identityOf,
  profileOf,
  statusOf,
} from '../../src/sandbox/views';
import { nonConformance } from '../support/conformance';

const dir = mkdtempSync(path.join(tmpdir(), 'heloc-seed-answers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let store: RecordStore;
beforeAll(async () => {
  store = RecordStore.open(dir, (message) => {
    throw new Error(message);
  });
  await ensureSeeded(store);
});

test('every seeded application, its status and its conditions', () => {
  const applications = store.list('applications');
  expect(applications.length).toBeGreaterThan(0);
  for (const record of applications) {
    const owner = store.get('people', record.ownerUuid)!;
    expect({
      uuid: record.uuid,
      application: nonConformance(applicationSchema, applicationOf(record)),
      status: nonConformance(statusResponseSchema, statusOf(record, record.state)),
      conditions: nonConformance(conditionsSchema, conditionsFor(record, owner), {
        derived: ['accountLast4'],
      }),
    }).toEqual({ uuid: record.uuid, application: [], status: [], conditions: [] });
  }
});

test('every seeded person: profile, identity, accounts and account access', () => {
  const people = store.list('people');
  expect(people.length).toBeGreaterThan(0);
  for (const person of people) {
    expect({
      email: person.email,
      profile: nonConformance(profileSchema, profileOf(person)),
      identity: nonConformance(identitySchema, identityOf(person)),
      accounts: nonConformance(accountsSchema, dashboardAccountsOf(person)),
      access: nonConformance(accountAccessSchema, accountAccessOf(person)),
    }).toEqual({ email: person.email, profile: [], identity: [], accounts: [], access: [] });
  }
});
