import type { DashboardAccount } from '../../src/features/accounts/types';
import type { HelocApplication } from '../../src/features/application';
import type { Condition } from '../../src/features/conditions';
import type { LoanOriginator } from '../../src/features/loanOriginator';
import type { Organisation as OrgInfo } from '../../src/contract/organisation';
import type { Profile } from '../../src/features/profile';
import { accountsSchema } from '../../src/contract/accounts';
import { applicationSchema, readApplication } from '../../src/contract/application';
import { conditionsSchema } from '../../src/contract/conditions';
import { type DocumentCopy, documentCopiesSchema } from '../../src/contract/documents';
import { ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';
import { hmdaAnswersSchema } from '../../src/contract/hmda';
import { loanOriginatorSchema } from '../../src/contract/loanOriginator';
import { profileSchema } from '../../src/contract/profile';
import type { SignerProgress } from '../../src/contract/signer';
import { type StatusResponse, statusResponseSchema } from '../../src/contract/status';
import { conforming } from './conformance';
import type { HmdaAnswers } from '../../src/contract/hmdaQuestions';

export const APPLICATION_UUID = '3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b';
export const PROFILE_UUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const LOAN_ORIGINATOR_UUID = '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f';
/** A token shaped like a JWT (the tests never verify it). */
export const TEST_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZXN0In0.c2lnbmF0dXJl';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return conforming(profileSchema, {
    uuid: PROFILE_UUID,
    type: 'BORROWER',
    name: { uuid: 'a1b2c3d4-0000-4000-8000-000000000001', firstName: 'Alex', lastName: 'Rivera' },
    dob: '1984-03-14',
    email: 'borrower@example.com',
    phoneNumbers: [{ uuid: 'p-1', number: '9165550142', type: 'MOBILE' }],
    addresses: [
      {
        uuid: 'addr-1',
        street1: '2140 Capitol Ave',
        city: 'Sacramento',
        state: 'CA',
        zip: '95816',
        ownership: 'SOLE',
      },
    ],
    hasSsn: true,
    ...overrides,
  });
}

/**
 * An application at OFFER_SELECTION; what it leaves unset (no documents, accounts, HMDA answers,
 * signers or insurance yet) is what the app reads from an answer without it.
 */
export function makeApplication(overrides: Partial<HelocApplication> = {}): HelocApplication {
  return conforming(applicationSchema, {
    ...readApplication({}),
    uuid: APPLICATION_UUID,
    loanNumber: 'HE-100245',
    state: 'OFFER_SELECTION',
    property: {
      uuid: 'addr-1',
      state: 'CA',
      address: { street1: '2140 Capitol Ave', city: 'Sacramento', state: 'CA', zip: '95816' },
      condition: 'GOOD',
    },
    adjustedHomeAmount: 640000,
    selectedPropertyUuid: 'addr-1',
    term: 120,
    amount: 85000,
    rate: 8.45,
    uwCalculatedDrawAmount: 85000,
    consents: [{ type: 'SOFT_CREDIT' }],
    incomeSources: [
      {
        uuid: 'inc-1',
        employmentType: 'FULL_TIME',
        employerName: 'Delta Health',
        annualIncome: null,
      },
    ],
    ...overrides,
  });
}

/** HMDA answers as the application keeps them: every question declined unless overridden. */
export function makeHmdaAnswers(overrides: Partial<HmdaAnswers> = {}): HmdaAnswers {
  return conforming(hmdaAnswersSchema, {
    ethnicity: ['DECLINED'],
    ethnicityOther: null,
    race: ['DECLINED'],
    raceTribe: null,
    raceOtherAsian: null,
    raceOtherPacificIslander: null,
    sex: ['DECLINED'],
    ...overrides,
  });
}

/**
 * A signer's own progress: nothing done yet but their consent to electronic documents (their ID
 * comes next), unless overridden.
 */
export function makeSignerProgress(overrides: Partial<SignerProgress> = {}): SignerProgress {
  return {
    identityDocuments: 0,
    identityComplete: false,
    signed: false,
    notarized: false,
    step: 'IDENTITY',
    esignConsent: {
      type: 'ESIGN',
      acceptedAt: '2026-11-24T15:00:00.000Z',
      version: ESIGN_CONSENT_VERSION,
    },
    ...overrides,
  };
}

export function makeStatus(overrides: Partial<StatusResponse> = {}): StatusResponse {
  return conforming(statusResponseSchema, {
    applicationUuid: APPLICATION_UUID,
    state: 'OFFER_SELECTION',
    uwDecision: 'APPROVED',
    uwSubDecision: 'UNVERIFIED_DTI_LIMITED',
    liensComplete: true,
    ...overrides,
  });
}

export function makeConditions(): Condition[] {
  return conforming(conditionsSchema, [
    {
      uuid: 'c1d2e3f4-0000-4000-8000-000000000010',
      categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
      created: '2026-11-20T16:00:00Z',
      requestDocuments: null,
      actionNeeded: true,
      display: {
        header: 'Upload a recent bank statement',
        description: 'We need your most recent statement.',
        button: 'Upload',
        location: 'conditions/upload-document',
        type: 'UPLOAD',
      },
    },
  ]);
}

/** The borrower's copies of what they signed (`GET .../document-copies`), oldest first. */
export function makeDocumentCopies(): DocumentCopy[] {
  const signed = {
    act: 'SIGNED',
    signerName: 'Alex Rivera',
    at: '2026-12-04T18:30:00.000Z',
  } as const;
  return conforming(documentCopiesSchema, {
    documents: [
      {
        uuid: 'e5f60718-0000-4000-8000-000000000001',
        kind: 'ESIGN_CONSENT',
        title: 'Consent to receive documents and sign electronically',
        body: 'What this consent covers.\n\nPaper copies.',
        act: 'AGREED',
        signerName: 'Alex Rivera',
        at: '2026-11-20T16:00:00.000Z',
      },
      {
        uuid: 'e5f60718-0000-4000-8000-000000000002',
        kind: 'CLOSING_DOCUMENT',
        title: 'Home equity line of credit agreement',
        body: 'The line.\n\nPayments.',
        ...signed,
      },
      {
        uuid: 'e5f60718-0000-4000-8000-000000000003',
        kind: 'NOTICE_OF_RIGHT_TO_CANCEL',
        title: 'Notice of right to cancel: Alex Rivera',
        body: 'You have a legal right under federal law to cancel this transaction.',
        ...signed,
      },
    ],
  }).documents;
}

export function makeAccounts(): DashboardAccount[] {
  return conforming(accountsSchema, [
    {
      account: { name: 'Alex Rivera', address: 'tp1q9xk3v8w2y7z6u5t4' },
      authorizedWallets: [{ address: 'tp1q9xk3v8w2y7z6u5t4' }],
      authorizationType: 'OWNER',
      notifications: [
        {
          uuid: 'n-1',
          title: 'Older',
          description: 'older',
          created: '2026-11-01T10:00:00Z',
          status: 'READ',
          walletAddress: 'tp1q9xk3v8w2y7z6u5t4',
          ctas: [],
        },
        {
          uuid: 'n-2',
          title: 'Newer',
          description: 'newer',
          created: '2026-11-20T10:00:00Z',
          status: 'UNREAD',
          walletAddress: 'tp1q9xk3v8w2y7z6u5t4',
          ctas: [{ title: 'View', redirectPath: '/account/heloc/' }],
        },
      ],
    },
  ]);
}

export function makeLoanOriginator(): LoanOriginator {
  return conforming(loanOriginatorSchema, {
    uuid: LOAN_ORIGINATOR_UUID,
    originatorName: 'Morgan Lee',
    brokerName: 'Lee Home Finance',
    avatarUri: null,
    email: 'morgan.lee@example.com',
    phoneNumber: '9165550199',
    nmls: '1928374',
    logoUri: null,
    link: null,
  });
}

export function makeOrgInfo(
  overrides: Partial<OrgInfo['orgMetaData']['products']['HELOC']> = {},
): OrgInfo {
  return {
    baseUrl: '',
    canonicalOrgCode: 'main',
    orgCode: 'main',
    orgBrand: {
      name: 'Test Lending',
      primaryColor: '#123456',
      primaryTextColor: '#ffffff',
      accentColor: '#0f766e',
      logoUrl: '',
      logoAlt: '',
      loaderUrl: null,
    },
    orgMetaData: {
      companyInfo: {
        companyName: 'Test Lending Company',
        companyNameShort: 'Test Lending',
        companyNMLS: '12345',
        companyNmlsURL: 'https://www.nmlsconsumeraccess.org/',
        termsOfUseUrl: '/terms',
        privacyLinkIsExternal: false,
        privacyPolicyUrl: '/privacy',
        licensesUrl: '/licenses',
        companyLegalUrl: '/terms',
        footerImage: 'EHL',
        disclosureCopy: null,
        companyAddress: {
          street1: '1 Main St',
          street2: null,
          city: 'Reno',
          state: 'NV',
          zip: '89501',
        },
        phone: '8888196388',
        phoneFormatted: '888-819-6388',
        companyProduct: 'HELOC',
        email: 'help@example.com',
        allowRegulatorReview: false,
        organization: 'Test Lending Company',
      },
      products: {
        HELOC: {
          channel: 'RETAIL',
          requireReferringLoanOriginator: false,
          portfolioManagerEnabled: false,
          ...overrides,
        },
      },
      footer: {
        additionalUrls: [],
        showIlCommunityReinvestmentNotice: false,
        useNewYorkWording: false,
      },
    },
    orgPricingData: [],
    publicFeatureToggles: {},
  };
}
