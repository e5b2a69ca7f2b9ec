/** @jest-environment node */
/**
 * An applicant made at any server state (POST /__sandbox/applicants) stands where a walk of the
 * journey would leave them: the app's own routing sends them to a screen whose reads are ready
 * and whose write is open, to a wait that ends by itself, or to a page where they wait for the
 * lender's people (whom the control API stands in for).
 */
import { readApplication, readApplications } from '../../src/contract/application';
import { mergedPricing } from '../../src/contract/organisation';
import { offerLimits, orgOfferPricing } from '../../src/features/product/offerCalculator';
import { readProfile } from '../../src/contract/profile';
import { decideRoute, type RoutingDecision } from '../../src/features/routing/decideRoute';
import { SERVER_STATE_TABLE } from '../../src/features/routing/destinations';
import { isWaitingState, type ListedState, serverStateOf } from '../../src/contract/serverStates';
import type { CoDeedStatusAnswer } from '../../src/features/signer/signerApi';
import { signerPlace } from '../../src/features/signer/signerPlace';
import { v } from '../../src/contract/schema';
import { statusObjectSchema } from '../../src/contract/status';
import { APPLICANT_STATES } from '../../src/sandbox/applicantStates';
import { seedOrgs } from '../../src/sandbox/orgs';
import { type Applicant, sharedSandbox } from './helpers';
import { APP, readStatus, stored, type Stored } from './journeySupport';

const sandbox = sharedSandbox();

/** Where the applicant stands, as stored, and where the app's routing sends them. */
interface Standing {
  who: Applicant;
  record: Stored;
  decision: RoutingDecision;
}

async function standing(who: Applicant): Promise<Standing> {
  const record = await stored(sandbox, who.applicationUuid);
  const decision = decideRoute({
    serverState: serverStateOf(record.state),
    status: v.parse(statusObjectSchema, { ...record.status }),
    profile: readProfile(record.profile),
    application: readApplication(record.application),
  });
  return { who, record, decision };
}

const MAIN_PRICING = orgOfferPricing(
  mergedPricing(seedOrgs().find((o) => o.code === 'main')?.info.orgPricingData ?? []),
);

/**
 * Whether a write of the borrower's is open now: a closed step answers 409 before the body is
 * read; an open one reads the body and refuses the unknown key with 400.
 */
async function writeOpen({ who }: Standing, method: string, step: string): Promise<void> {
  const response = await sandbox.call(`${APP}/${who.applicationUuid}/${step}`, {
    method,
    token: who.jwt,
    body: { notAField: true },
  });
  expect(`${method} ${step}: ${response.status}`).toBe(`${method} ${step}: 400`);
}

/** Whether an upload of `type` is open now: without a file, 400 FILE_MISSING; closed, 409. */
async function uploadOpen(who: Applicant, type: string): Promise<void> {
  const form = new FormData();
  form.append('type', type);
  const response = await fetch(`${sandbox.url}${APP}/${who.applicationUuid}/documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${who.jwt}` },
    body: form,
  });
  expect(`upload ${type}: ${response.status}`).toBe(`upload ${type}: 400`);
}

const closingDocuments = (uuid: string, jwt: string) =>
  sandbox.json<{ documents: { uuid: string; signed: boolean }[] }>(
    `${APP}/${uuid}/closing-documents`,
    { token: jwt },
  );

/** The closing documents are there for this person to sign, and they have not signed them. */
async function documentsToSign(uuid: string, jwt: string): Promise<void> {
  const { documents } = await closingDocuments(uuid, jwt);
  expect(documents.length).toBeGreaterThan(0);
  expect(documents.every((d) => !d.signed)).toBe(true);
}

type Check = (at: Standing) => Promise<void>;

/**
 * What each destination's screen reads and sends, and what "nothing to wait for" means there:
 * its reads are ready and the write behind its primary button is open.
 */
const SCREENS: Readonly<Record<string, Check>> = {
  liens: async (at) => {
    expect(at.record.application.liens?.length).toBeGreaterThan(0);
    await writeOpen(at, 'PUT', 'liens');
  },
  'product/select': async (at) => {
    expect(offerLimits(at.record.application, MAIN_PRICING)).not.toBeNull();
    await writeOpen(at, 'PUT', 'offer');
  },
  'product/assets': (at) => writeOpen(at, 'PUT', 'asset-depletion'),
  'product/prequal-winback': async (at) => {
    expect(at.record.application.uwCalculatedDrawAmount).toBeGreaterThan(0);
    await writeOpen(at, 'POST', 'prequal-winback');
  },
  'start/contact': (at) => writeOpen(at, 'PUT', 'more-info'),
  'start/hmda': (at) => writeOpen(at, 'PUT', 'hmda'),
  'start/app-summary': async (at) => {
    const { documents } = await sandbox.json<{ documents: unknown[] }>(
      `${APP}/${at.who.applicationUuid}/disclosures`,
      { token: at.who.jwt },
    );
    expect(documents.length).toBeGreaterThan(0);
    await writeOpen(at, 'POST', 'disclosures/accept');
  },
  'credit/social': (at) => writeOpen(at, 'PUT', 'ssn'),
  'credit/error': (at) => writeOpen(at, 'POST', 'credit/retry'),
  'income/review': async (at) => {
    expect(at.record.application.incomeSources.length).toBeGreaterThan(0);
    await uploadOpen(at.who, 'PAYSTUB');
  },
  'income/employer-verification': (at) => writeOpen(at, 'PUT', 'employment'),
  'bank/disburse': (at) => writeOpen(at, 'PUT', 'disburse-account'),
  'bank/autopay': async (at) => {
    expect(at.record.application.disburseAccount?.mask).toEqual(expect.any(String));
    await writeOpen(at, 'PUT', 'autopay');
  },
  identity: (at) => uploadOpen(at.who, 'PASSPORT_FRONT'),
  'bpo/condition': (at) => writeOpen(at, 'POST', 'bpo'),
  'bpo/order-bpo': (at) => writeOpen(at, 'POST', 'bpo'),
  'bpo/estimate-value': (at) => writeOpen(at, 'PUT', 'home-value'),
  'signing/intro': async (at) => {
    await documentsToSign(at.who.applicationUuid, at.who.jwt);
    await writeOpen(at, 'POST', 'sign');
  },
  'signing/additional': async (at) => {
    // Signed, and nobody invited yet: the borrower names the other owner.
    expect(at.record.status.disclosurelistClosingComplete).toBe(true);
    expect(at.record.application.helocSigners ?? []).toEqual([]);
    await writeOpen(at, 'POST', 'signers');
  },
  'notary/intro': async (at) => {
    expect(at.record.status).toMatchObject({
      disclosurelistClosingComplete: true,
      disclosurelistNotaryReady: true,
    });
    await writeOpen(at, 'PUT', 'notary');
  },
  'notary/reserve-manual': async (at) => {
    expect(at.record.application.requestedManualNotaryTime).toEqual(expect.any(String));
    await writeOpen(at, 'PUT', 'notary/manual');
  },
  'insurance/upload': async (at) => {
    await uploadOpen(at.who, 'HAZARD_INSURANCE');
  },
  complete: async (at) => {
    expect(at.record.application.amount).toBeGreaterThan(0);
    expect(at.record.application.insurance.complete).toBe(true);
  },
};

/** Pages where the documents are being prepared: the wait ends on its own, as status reads go on. */
const RESOLVES_BY_ITSELF: ReadonlySet<string> = new Set(['review-app/signdocs']);

/**
 * Pages that explain a stop or a hold: the applicant waits for the lender's people (the control
 * API in the sandbox), or for nothing at all (the root, a decline).
 */
const LENDER_WAITS: ReadonlySet<string> = new Set([
  '',
  'review-app/no-credit',
  'review-app/property',
  'review-app/delinquency',
  'error/decline',
  'error/timeout',
  'error/flood-cert',
  'payoff/hold',
  'bpo/hold',
  'hold',
]);

/** Reads the status as the app's polling does until the state leaves `state`. */
async function readUntilMoved(who: Applicant, state: string): Promise<void> {
  const read: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const answer = await readStatus(sandbox, who.applicationUuid, who.jwt);
    read.push(answer.state ?? 'null');
    if (answer.state !== state) return;
  }
  throw new Error(`${state} did not move on: read ${read.join(', ')}`);
}

async function expectReady(at: Standing): Promise<void> {
  const step = at.decision.step ?? '';
  const check = SCREENS[step];
  if (check) await check(at);
  else if (!LENDER_WAITS.has(step)) throw new Error(`No check for ${step} (${at.decision.rule})`);
}

const STATES = Object.keys(APPLICANT_STATES) as ListedState[];

it('knows every server state the app routes, and the waiting states', () => {
  const waiting = ['OFFER_GENERATION', 'NOTE_SIGNING_GENERATION', 'DOCUMENT_GENERATION'];
  expect(STATES).toEqual(
    expect.arrayContaining([...Object.keys(SERVER_STATE_TABLE), ...waiting, 'WAITING_FOR_SUMMARY']),
  );
});

it.each(STATES)('at %s: the screen the routing opens has nothing to wait for', async (state) => {
  const who = await sandbox.applicant({ state });
  let at = await standing(who);
  expect(at.record.state).toBe(state);
  if (isWaitingState(state) || RESOLVES_BY_ITSELF.has(at.decision.step ?? '')) {
    await readUntilMoved(who, state);
    at = await standing(who);
  }
  await expectReady(at);
});

/** Where the additional signer's pages pick up, as the app's resume page decides it. */
async function signerPlaceOf(who: Applicant) {
  const token = { token: who.jwt };
  const applications = readApplications(await sandbox.json(`${APP}/all`, token));
  const coDeed = await sandbox.json<CoDeedStatusAnswer>(`${APP}/co-deed/status`, token);
  return signerPlace(applications ?? [], who.profileUuid, coDeed);
}

it.each(['NOTE_SIGNING', 'CO_DEED_REQUIRED'])(
  'a co-deeder made at %s starts their part, with documents ready to sign',
  async (state) => {
    const who = await sandbox.applicant({ role: 'co-deeder', state });
    expect(await signerPlaceOf(who)).toMatchObject({
      step: 'intro',
      applicationUuid: who.applicationUuid,
    });
    await uploadOpen(who, 'PASSPORT_FRONT');
    await documentsToSign(who.applicationUuid, who.jwt);
  },
);

it('a co-deeder made past CO_DEED_REQUIRED has done their part', async () => {
  const who = await sandbox.applicant({ role: 'co-deeder', state: 'NOTARY_DISCLOSURE' });
  expect(await signerPlaceOf(who)).toMatchObject({ step: 'documents' });
  expect((await stored(sandbox, who.applicationUuid)).application.coDeedStatus).toBe('COMPLETE');
});
