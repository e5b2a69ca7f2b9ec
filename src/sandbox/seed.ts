/**
 * The seeded records: four organisations, eight people, their applications, loan originators and
 * the maintenance flag. Uuids are fixed so tests and the README can name them; dates are relative
 * to the moment of seeding. Nobody here is real and no SSN is stored (hasSsn only).
 */
import { ESIGN_CONSENT_VERSION } from '../contract/esignConsent';
import type { FeatureFlag } from '../contract/featureFlags';
import {
  addCoDeeder,
  buildApplication,
  buildLoanOriginator,
  buildNotification,
  buildPerson,
  daysBefore,
  type PersonInput,
  registrationConsents,
} from './applicants';
import { hashPassword } from './auth';
import { makeCondition } from './conditions';
import type { RecordStore } from './db';
import { derivedUuid } from './ids';
import { deepMerge } from './merge';
import { authorizeAutopay } from './autopay';
import { seedOrgs } from './orgs';
import { originationFeePercentFor } from './underwriting';
import type { ApplicationRecord, FlagRecord, LoanOriginatorRecord, PersonRecord } from './records';
import { recordSignerEsignConsent } from './signers';

/** One password for every seeded account. */
export const SEEDED_PASSWORD = 'heloc-sandbox-1';

export interface SeededAccount {
  email: string;
  org: string;
  role: 'borrower' | 'co-deeder' | 'broker';
  profileUuid: string;
  /** The application the account sees first, or null. */
  applicationUuid: string | null;
  /**
   * Where the account stands, for docs/sandbox.md#seeded-accounts and for people trying the
   * sandbox.
   */
  description: string;
}

const ID = {
  borrower: '3f6c2a1e-8b4d-4c7a-9e21-5d0b7f4a9c11',
  borrowerApp: 'a1d4e6f2-3c5b-4e8a-9f10-2b7c8d9e0f31',
  signer: '5b2e9c74-1f3a-4d6b-8c05-7e9a0b1c2d42',
  broker: '7c8d9e0f-2a3b-4c4d-8e5f-6a7b8c9d0e53',
  brokerLo: 'b3e7f1a9-4c2d-4e6f-8a1b-9c0d2e3f4a64',
  texas: '9e0f1a2b-3c4d-4e5f-9a6b-7c8d9e0f1a75',
  texasApp: 'c4f8a2b6-5d3e-4f7a-9b2c-0d1e3f4a5b86',
  partner: 'd5a9b3c7-6e4f-4a8b-8c3d-1e2f4a5b6c97',
  partnerApp: 'e6b0c4d8-7f5a-4b9c-9d4e-2f3a5b6c7da8',
  partnerLo: '6d384b5f-f1d3-4e14-9fbe-a1c2d3e4f501',
  wholesale: 'f7c1d5e9-8a6b-4cad-8e5f-3a4b6c7d8eb9',
  wholesaleApp: '08d2e6fa-9b7c-4dbe-9f6a-4b5c7d8e9fca',
  wholesaleLo: '19e3f70b-ac8d-4ecf-8a7b-5c6d8e9fa0db',
  lo: '2af4081c-bd9e-4fd0-9b8c-6d7e9fa0b1ec',
  loApp: '3b05192d-cea0-4ae1-8c9d-7e8fa0b1c2fd',
  loLo: '4c162a3e-dfb1-4bf2-9dae-8f90b1c2d30e',
  newcomer: '5d273b4f-e0c2-4c03-8ebf-90a1c2d3e41f',
} as const;

export const SEEDED_IDS = ID;

export const SEEDED_ACCOUNTS: readonly SeededAccount[] = [
  {
    email: 'borrower@example.com',
    org: 'main',
    role: 'borrower',
    profileUuid: ID.borrower,
    applicationUuid: ID.borrowerApp,
    description: 'California property, offer ready to select (OFFER_SELECTION), one open condition',
  },
  {
    email: 'signer@example.com',
    org: 'main',
    role: 'co-deeder',
    profileUuid: ID.signer,
    applicationUuid: ID.borrowerApp,
    description: "Additional signer (v1) on borrower@example.com's application",
  },
  {
    email: 'broker@example.com',
    org: 'main',
    role: 'broker',
    profileUuid: ID.broker,
    applicationUuid: ID.texasApp,
    description: "Broker with a loan-originator record; referred texas@example.com's application",
  },
  {
    email: 'texas@example.com',
    org: 'main',
    role: 'borrower',
    profileUuid: ID.texas,
    applicationUuid: ID.texasApp,
    description: 'Texas property waiting on a BPO (BPO_ORDER, bpo REQUIRED)',
  },
  {
    email: 'partner-borrower@example.com',
    org: 'partner',
    role: 'borrower',
    profileUuid: ID.partner,
    applicationUuid: ID.partnerApp,
    description:
      'White-label partner borrower at identity verification, referred by a loan officer',
  },
  {
    email: 'wholesale-borrower@example.com',
    org: 'wholesale',
    role: 'borrower',
    profileUuid: ID.wholesale,
    applicationUuid: ID.wholesaleApp,
    description: 'Wholesale borrower, broker-referred, at income verification',
  },
  {
    email: 'lo-borrower@example.com',
    org: 'lo-required',
    role: 'borrower',
    profileUuid: ID.lo,
    applicationUuid: ID.loApp,
    description: 'Loan-originator-referred borrower choosing a disbursement account',
  },
  {
    email: 'new@example.com',
    org: 'main',
    role: 'borrower',
    profileUuid: ID.newcomer,
    applicationUuid: null,
    description: 'Signed-up borrower with a profile and no application yet',
  },
];

export const MAINTENANCE_FLAG = 'fe-heloc-maintenance';

/** The base URL for relative paths (docs/requests.md#what-every-call-carries). On, with no baseUrl: this origin. */
export const RELATIVE_URL_FLAG = 'fe-relative-url-heloc';
/** An experiment the lender runs on offers: half of the main lender's borrowers see the variation. */
export const OFFER_LAYOUT_EXPERIMENT_FLAG = 'exp-heloc-offer-layout';

export const DEFAULT_FLAGS: Record<string, FeatureFlag & Pick<FlagRecord, 'orgs'>> = {
  [RELATIVE_URL_FLAG]: { flagEnabled: true, variables: {} },
  // docs/sandbox.md: the streaming provider for agents, and the nonce for signed-in chatters.
  'fe-webchat-stream': { flagEnabled: true, variables: {} },
  'fe-webchat-borrower-auth': { flagEnabled: true, variables: {} },
  [OFFER_LAYOUT_EXPERIMENT_FLAG]: {
    flagEnabled: true,
    variables: { experimentName: 'heloc-offer-layout', percentage: 50 },
    // The partner credit union takes no part: all its borrowers are in control.
    orgs: { partner: { flagEnabled: false, variables: { experimentName: 'heloc-offer-layout' } } },
  },
  [MAINTENANCE_FLAG]: {
    flagEnabled: false,
    variables: {
      routes: '[]',
      message:
        'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      pageTitle: 'Scheduled Maintenance',
      shouldShowDashboardLink: true,
    },
  },
};

type PersonSeed = Omit<PersonInput, 'passwordHash' | 'createdAt'> & { createdDaysAgo: number };

const PEOPLE: PersonSeed[] = [
  {
    uuid: ID.borrower,
    email: 'borrower@example.com',
    orgCode: 'main',
    type: 'BORROWER',
    firstName: 'Maria',
    middleName: 'Elena',
    lastName: 'Alvarez',
    dob: '1979-04-18',
    phone: '9165550134',
    address: { street1: '2147 Alder Grove Lane', city: 'Sacramento', state: 'CA', zip: '95818' },
    createdDaysAgo: 3,
  },
  {
    uuid: ID.signer,
    email: 'signer@example.com',
    orgCode: 'main',
    type: 'CO_DEEDER',
    firstName: 'David',
    lastName: 'Alvarez',
    dob: '1977-11-02',
    phone: '9165550187',
    address: { street1: '2147 Alder Grove Lane', city: 'Sacramento', state: 'CA', zip: '95818' },
    ownership: 'JOINT',
    createdDaysAgo: 2,
  },
  {
    uuid: ID.broker,
    email: 'broker@example.com',
    orgCode: 'main',
    type: 'BROKER',
    firstName: 'Priya',
    lastName: 'Raman',
    dob: '1984-07-09',
    phone: '9495550176',
    address: {
      street1: '3100 Cobblestone Plaza',
      street2: 'Suite 210',
      city: 'Irvine',
      state: 'CA',
      zip: '92614',
    },
    isBroker: true,
    loanOriginatorUuid: ID.brokerLo,
    createdDaysAgo: 90,
  },
  {
    uuid: ID.texas,
    email: 'texas@example.com',
    orgCode: 'main',
    type: 'BORROWER',
    firstName: 'James',
    lastName: 'Okafor',
    suffix: 'Jr.',
    dob: '1971-02-23',
    phone: '5125550149',
    address: { street1: '1418 Live Oak Hollow Drive', city: 'Austin', state: 'TX', zip: '78745' },
    ownership: 'SOLE',
    createdDaysAgo: 12,
  },
  {
    uuid: ID.partner,
    email: 'partner-borrower@example.com',
    orgCode: 'partner',
    type: 'BORROWER',
    firstName: 'Hannah',
    lastName: 'Lindqvist',
    dob: '1988-09-30',
    phone: '5035550171',
    address: {
      street1: '4410 Southeast Larch Street',
      city: 'Portland',
      state: 'OR',
      zip: '97215',
    },
    ownership: 'SOLE',
    createdDaysAgo: 6,
  },
  {
    uuid: ID.wholesale,
    email: 'wholesale-borrower@example.com',
    orgCode: 'wholesale',
    type: 'BORROWER',
    firstName: 'Tomasz',
    lastName: 'Kowalczyk',
    dob: '1982-12-14',
    phone: '9705550126',
    address: {
      street1: '3320 Kestrel Ridge Court',
      city: 'Fort Collins',
      state: 'CO',
      zip: '80526',
    },
    ownership: 'JOINT',
    createdDaysAgo: 8,
  },
  {
    uuid: ID.lo,
    email: 'lo-borrower@example.com',
    orgCode: 'lo-required',
    type: 'BORROWER',
    firstName: 'Grace',
    lastName: 'Nakamura',
    dob: '1990-05-05',
    phone: '2535550193',
    address: { street1: '1903 Evergreen Bluff Drive', city: 'Tacoma', state: 'WA', zip: '98406' },
    ownership: 'SOLE',
    createdDaysAgo: 10,
  },
  {
    uuid: ID.newcomer,
    email: 'new@example.com',
    orgCode: 'main',
    type: 'BORROWER',
    firstName: 'Samuel',
    lastName: 'Haddad',
    dob: '1993-08-21',
    phone: '9195550158',
    address: { street1: '77 Magnolia Bend Way', city: 'Raleigh', state: 'NC', zip: '27609' },
    hasSsn: false,
    createdDaysAgo: 0,
  },
];

function loanOriginators(): LoanOriginatorRecord[] {
  return [
    buildLoanOriginator(ID.brokerLo, 'main', {
      originatorName: 'Priya Raman',
      brokerName: 'Summit Gate Mortgage Brokers',
      avatarUri: '/sandbox-assets/avatar-broker.svg',
      email: 'broker@example.com',
      phoneNumber: '9495550176',
      nmls: '1850734',
      logoUri: null,
      link: 'https://www.summitgate.example',
    }),
    buildLoanOriginator(ID.wholesaleLo, 'wholesale', {
      originatorName: null,
      brokerName: 'Coastal Key Mortgage Brokers',
      avatarUri: null,
      email: 'intake@coastalkey.example',
      phoneNumber: '7205550112',
      nmls: '2240981',
      logoUri: null,
      link: null,
    }),
    buildLoanOriginator(ID.loLo, 'lo-required', {
      originatorName: 'Marcus Whitfield',
      brokerName: 'Whitfield Home Finance',
      avatarUri: '/sandbox-assets/avatar-lo.svg',
      email: 'marcus@whitfieldhome.example',
      phoneNumber: '2065550139',
      nmls: '1679245',
      logoUri: '/sandbox-assets/logo-whitfield.svg',
      link: 'https://www.whitfieldhome.example',
    }),
    // The partner's own loan officer, with no picture (the card shows initials) and no branding
    // of their own (the partner's brand stays in the top bar).
    buildLoanOriginator(ID.partnerLo, 'partner', {
      originatorName: 'Elena Vasquez',
      brokerName: null,
      avatarUri: null,
      email: 'elena.vasquez@example.com',
      phoneNumber: '5035550147',
      nmls: '2093318',
      logoUri: null,
      link: null,
    }),
  ];
}

const bank = (owner: string, label: string) => ({
  uuid: derivedUuid(owner, label),
  // A checksum-valid routing number reserved for testing, and an invented account.
  routingNumber: '123456780',
  accountNumber: '000482716543',
  mask: '6543',
});

function applications(people: Map<string, PersonRecord>, now: Date): ApplicationRecord[] {
  const person = (uuid: string): PersonRecord => {
    const found = people.get(uuid);
    if (!found) throw new Error(`seed person ${uuid} missing`);
    return found;
  };

  const borrower = person(ID.borrower);
  let borrowerApp = buildApplication({
    uuid: ID.borrowerApp,
    loanNumber: '7104829351',
    owner: borrower,
    state: 'OFFER_SELECTION',
    property: { street1: '2147 Alder Grove Lane', city: 'Sacramento', state: 'CA', zip: '95818' },
    homeValue: 910000,
    offer: { amount: 85000, approvedApr: 8.45, termMonths: 120 },
    employerName: 'Pinecrest Regional Medical Center',
    createdAt: daysBefore(now, 3),
  });
  // The seeded signer has given their consent to electronic documents, nothing more yet.
  borrowerApp = recordSignerEsignConsent(
    addCoDeeder(borrowerApp, person(ID.signer)),
    ID.signer,
    ESIGN_CONSENT_VERSION,
  );
  borrowerApp.conditions = [makeCondition('GENERIC_DOCUMENT_REQUEST', daysBefore(now, 1))];

  const texas = person(ID.texas);
  const texasApp = deepMerge(
    buildApplication({
      uuid: ID.texasApp,
      loanNumber: '7215503862',
      owner: texas,
      state: 'BPO_ORDER',
      property: {
        street1: '1418 Live Oak Hollow Drive',
        city: 'Austin',
        state: 'TX',
        zip: '78745',
      },
      homeValue: 465000,
      offer: { amount: 60000, approvedApr: 9.2, termMonths: 120 },
      employmentType: 'SELF_EMPLOYED',
      employerName: 'Okafor Landscape Design',
      createdAt: daysBefore(now, 12),
    }),
    {
      status: {
        uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
        disclosurelistSummaryReady: true,
        disclosurelistSummaryComplete: true,
        giactAccountStatus: 'VERIFIED',
        bpo: 'REQUIRED',
      },
      application: {
        consents: [
          ...registrationConsents(daysBefore(now, 12).toISOString()),
          { type: 'HARD_CREDIT', acceptedAt: daysBefore(now, 9).toISOString() },
        ],
        documents: [
          {
            uuid: derivedUuid(ID.texasApp, 'dl-front'),
            type: 'DRIVERS_LICENSE_FRONT',
            uploadedAt: daysBefore(now, 2).toISOString(),
          },
          {
            uuid: derivedUuid(ID.texasApp, 'dl-back'),
            type: 'DRIVERS_LICENSE_BACK',
            uploadedAt: daysBefore(now, 2).toISOString(),
          },
        ],
        disburseAccount: bank(ID.texasApp, 'disburse'),
        autopayAccount: bank(ID.texasApp, 'disburse'),
        payType: 'AUTOPAY',
        hasHmda: true,
        hmda: {
          ethnicity: ['HISPANIC_OR_LATINO', 'MEXICAN'],
          ethnicityOther: null,
          race: ['WHITE'],
          raceTribe: null,
          raceOtherAsian: null,
          raceOtherPacificIslander: null,
          sex: ['MALE'],
        },
        referrer: { referrerUuid: ID.brokerLo },
      },
    },
  );

  // Automatic payments from the disbursement account, authorized as bank/autopay records it.
  const texasAutopay = authorizeAutopay(
    texasApp.application,
    seedOrgs().find((org) => org.code === texas.orgCode),
    texasApp.application.autopayAccount?.mask ?? '',
    daysBefore(now, 4),
  );
  texasApp.application.autopayAuthorization = texasAutopay;
  texasApp.application.consents.push({
    type: 'AUTOPAY',
    acceptedAt: texasAutopay.acceptedAt,
    version: texasAutopay.version,
  });

  const partner = person(ID.partner);
  const partnerApp = deepMerge(
    buildApplication({
      uuid: ID.partnerApp,
      loanNumber: '7338164027',
      owner: partner,
      state: 'IDENTITY_VERIFICATION',
      property: {
        street1: '4410 Southeast Larch Street',
        city: 'Portland',
        state: 'OR',
        zip: '97215',
      },
      homeValue: 640000,
      offer: { amount: 120000, approvedApr: 7.85, termMonths: 180 },
      employerName: 'Harborline Freight',
      createdAt: daysBefore(now, 6),
    }),
    {
      status: {
        uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
        disclosurelistSummaryReady: true,
        disclosurelistSummaryComplete: true,
        giactAccountStatus: 'VERIFIED',
      },
      application: {
        consents: [
          ...registrationConsents(daysBefore(now, 6).toISOString()),
          { type: 'HARD_CREDIT', acceptedAt: daysBefore(now, 4).toISOString() },
        ],
        disburseAccount: bank(ID.partnerApp, 'disburse'),
        payType: 'MANUAL',
        hasHmda: true,
        hmda: {
          ethnicity: ['NOT_HISPANIC_OR_LATINO'],
          ethnicityOther: null,
          race: ['ASIAN', 'FILIPINO', 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER', 'SAMOAN'],
          raceTribe: null,
          raceOtherAsian: null,
          raceOtherPacificIslander: null,
          sex: ['FEMALE'],
        },
        referrer: { referrerUuid: ID.partnerLo },
      },
    },
  );

  const wholesale = person(ID.wholesale);
  const wholesaleApp = deepMerge(
    buildApplication({
      uuid: ID.wholesaleApp,
      loanNumber: '7450927316',
      owner: wholesale,
      state: 'INCOME_VERIFICATION',
      property: {
        street1: '3320 Kestrel Ridge Court',
        city: 'Fort Collins',
        state: 'CO',
        zip: '80526',
      },
      homeValue: 585000,
      offer: { amount: 75000, approvedApr: 8.9, termMonths: 120 },
      employerName: 'Northgate Civil Engineering',
      createdAt: daysBefore(now, 8),
    }),
    {
      status: { disclosurelistSummaryReady: true, disclosurelistSummaryComplete: true },
      application: {
        consents: [
          ...registrationConsents(daysBefore(now, 8).toISOString()),
          { type: 'HARD_CREDIT', acceptedAt: daysBefore(now, 7).toISOString() },
        ],
        hasHmda: true,
        hmda: {
          ethnicity: ['DECLINED'],
          ethnicityOther: null,
          race: ['DECLINED'],
          raceTribe: null,
          raceOtherAsian: null,
          raceOtherPacificIslander: null,
          sex: ['DECLINED'],
        },
        referrer: { referrerUuid: ID.wholesaleLo },
      },
    },
  );

  const lo = person(ID.lo);
  const loApp = deepMerge(
    buildApplication({
      uuid: ID.loApp,
      loanNumber: '7562014985',
      owner: lo,
      state: 'DISBURSEMENT_ACCOUNT',
      property: {
        street1: '1903 Evergreen Bluff Drive',
        city: 'Tacoma',
        state: 'WA',
        zip: '98406',
      },
      homeValue: 720000,
      offer: { amount: 150000, approvedApr: 8.15, termMonths: 240 },
      employerName: 'Summit Row Software',
      createdAt: daysBefore(now, 10),
    }),
    {
      status: {
        uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
        disclosurelistSummaryReady: true,
        disclosurelistSummaryComplete: true,
      },
      application: {
        consents: [
          ...registrationConsents(daysBefore(now, 10).toISOString()),
          { type: 'HARD_CREDIT', acceptedAt: daysBefore(now, 8).toISOString() },
        ],
        hasHmda: true,
        hmda: {
          ethnicity: ['NOT_HISPANIC_OR_LATINO'],
          ethnicityOther: null,
          race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'WHITE'],
          raceTribe: 'Cherokee Nation',
          raceOtherAsian: null,
          raceOtherPacificIslander: null,
          sex: ['FEMALE'],
        },
        referrer: { referrerUuid: ID.loLo },
      },
    },
  );

  // Each offer's origination fee is its organisation's, as the lender decided it at the liens.
  const orgs = new Map(seedOrgs().map((org) => [org.code, org]));
  return [borrowerApp, texasApp, partnerApp, wholesaleApp, loApp].map((record) => ({
    ...record,
    application: {
      ...record.application,
      originationFeePercent: originationFeePercentFor(orgs.get(record.orgCode)),
    },
  }));
}

function withNotifications(people: Map<string, PersonRecord>, now: Date): void {
  const borrower = people.get(ID.borrower);
  if (borrower) {
    const app = `/account/heloc/${ID.borrowerApp}`;
    borrower.notifications = [
      buildNotification(borrower, {
        owner: ID.borrower,
        label: 'offer-ready',
        title: 'Your offers are ready',
        description: 'You are approved for up to $85,000. Choose the line that suits you.',
        created: new Date(now.getTime() - 26 * 60 * 60 * 1000),
        unread: true,
        cta: { title: 'Review offers', redirectPath: `${app}/product/select` },
      }),
      buildNotification(borrower, {
        owner: ID.borrower,
        label: 'document-request',
        title: 'We need one more document',
        description: 'Upload your most recent bank statement so we can finish underwriting.',
        created: new Date(now.getTime() - 2 * 60 * 60 * 1000),
        unread: true,
        cta: { title: 'Upload document', redirectPath: `${app}/conditions` },
      }),
      buildNotification(borrower, {
        owner: ID.borrower,
        label: 'welcome',
        title: 'Welcome to Lanternfield',
        description: 'Your application is saved. You can pick up where you left off at any time.',
        created: daysBefore(now, 3),
        unread: false,
      }),
    ];
  }
  const texas = people.get(ID.texas);
  if (texas) {
    texas.notifications = [
      buildNotification(texas, {
        owner: ID.texas,
        label: 'bpo',
        title: 'A home valuation is needed',
        description: 'Texas requires a broker price opinion before closing. Schedule it now.',
        created: daysBefore(now, 1),
        unread: true,
        cta: {
          title: 'Schedule valuation',
          redirectPath: `/account/heloc/${ID.texasApp}/bpo/condition`,
        },
      }),
    ];
  }
}

interface Seed {
  people: PersonRecord[];
  applications: ApplicationRecord[];
  now: Date;
}

/** Builds the seed (hashing its passwords takes a moment, so nothing is touched meanwhile). */
async function buildSeed(now: Date): Promise<Seed> {
  const hashes = await Promise.all(PEOPLE.map(() => hashPassword(SEEDED_PASSWORD)));
  const people = new Map<string, PersonRecord>();
  PEOPLE.forEach((seed, index) => {
    const { createdDaysAgo, ...input } = seed;
    const passwordHash = hashes[index] ?? '';
    people.set(
      seed.uuid,
      buildPerson({ ...input, passwordHash, createdAt: daysBefore(now, createdDaysAgo) }),
    );
  });
  withNotifications(people, now);
  return { people: [...people.values()], applications: applications(people, now), now };
}

/** Writes the whole seed; the meta record goes last, so a half-written seed is redone. */
function writeSeed(store: RecordStore, seed: Seed): void {
  for (const org of seedOrgs()) store.put('orgs', org.code, org);
  for (const [key, flag] of Object.entries(DEFAULT_FLAGS))
    store.put('flags', key, { key, ...flag });
  for (const lo of loanOriginators()) store.put('loanOriginators', lo.uuid, lo);
  for (const person of seed.people) store.put('people', person.uuid, person);
  for (const app of seed.applications) store.put('applications', app.uuid, app);
  store.put('controls', 'hours', { chatOpen: null });
  store.put('meta', 'seed', { seededAt: seed.now.toISOString() });
}

/**
 * Seeds a data folder that has no complete seed (empty, or a seed interrupted by a crash).
 * Returns whether it seeded.
 */
export async function ensureSeeded(store: RecordStore): Promise<boolean> {
  if (store.get('meta', 'seed')) return false;
  const seed = await buildSeed(new Date());
  store.clear();
  writeSeed(store, seed);
  return true;
}

/** POST /__sandbox/reset: every record back to the seed. Returns the seed time. */
export async function resetRecords(store: RecordStore): Promise<string> {
  const seed = await buildSeed(new Date());
  store.remove('meta', 'seed');
  store.clear();
  writeSeed(store, seed);
  return seed.now.toISOString();
}
