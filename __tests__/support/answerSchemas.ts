/**
 * Which schema of the contract each of the lender's answers is read with, by method and path, for
 * checking the sandbox lender's answers in its own tests (helpers.ts `json`): every answer a
 * sandbox test reads must conform to what the app reads it with (conformance.ts).
 */
import { accountAccessSchema } from '../../src/contract/accountAccess';
import { accountsSchema } from '../../src/contract/accounts';
import { applicationSchema, applicationsSchema } from '../../src/contract/application';
import { conditionsSchema } from '../../src/contract/conditions';
import { documentListSchema } from '../../src/contract/documents';
import { identitySchema } from '../../src/contract/identity';
import { loanOriginatorSchema } from '../../src/contract/loanOriginator';
import { notarySlotsSchema } from '../../src/contract/notary';
import { profileSchema } from '../../src/contract/profile';
import { type v } from '../../src/contract/schema';
import type { Readings } from './conformance';
import { coDeedStatusSchema } from '../../src/contract/signer';
import { statusResponseSchema } from '../../src/contract/status';

const UUID = '[0-9a-fA-F-]{36}';
const HELOC = '/service-application/api/v1/application/heloc';

/** The writes that answer the updated application. */
const APPLICATION_WRITES = [
  'liens',
  'offer',
  'asset-depletion',
  'prequal-winback',
  'more-info',
  'hmda',
  'submit',
  'ssn',
  'credit/retry',
  'disclosures/accept',
  'lien-attestation',
  'employment',
  'disburse-account',
  'disburse-account/confirm',
  'autopay-account',
  'autopay',
  'home-value',
  'bpo',
  'sign',
  'signers',
  'notary',
  'notary/manual',
  'notary/session',
  'insurance/complete',
];

/** A server state outside the list reads as null (unmatched): the lender may answer one. */
const STATE: Readings = { interpreted: ['state'] };

export const ANSWER_SCHEMAS: [
  method: string,
  path: RegExp,
  schema: v.GenericSchema,
  readings?: Readings,
][] = [
  ['GET', new RegExp(`^${HELOC}/all$`), applicationsSchema, STATE],
  ['GET', new RegExp(`^${HELOC}/co-deed/status$`), coDeedStatusSchema],
  ['GET', new RegExp(`^${HELOC}/${UUID}$`), applicationSchema, STATE],
  ['GET', new RegExp(`^${HELOC}/${UUID}/disclosures$`), documentListSchema('accepted')],
  ['GET', new RegExp(`^${HELOC}/${UUID}/closing-documents$`), documentListSchema('signed')],
  ['GET', new RegExp(`^${HELOC}/${UUID}/notary/slots$`), notarySlotsSchema],
  [
    'PUT|POST',
    new RegExp(`^${HELOC}/${UUID}/(${APPLICATION_WRITES.join('|')})$`),
    applicationSchema,
    STATE,
  ],
  [
    'GET',
    new RegExp(`^/service-krang-heloc/borrower/secure/api/v1/${UUID}/status$`),
    statusResponseSchema,
    STATE,
  ],
  ['GET', /^\/service-profile\/api\/v1\/profile$/, profileSchema],
  ['GET', /^\/service-wallet\/secure\/api\/v4\/account$/, accountsSchema],
  ['GET', /^\/service-wallet\/secure\/api\/v4\/account\/access$/, accountAccessSchema],
  ['GET', /^\/identity\/secure\/api\/v1(_1)?\/identity$/, identitySchema],
  ['GET', new RegExp(`^/service-lead-portal/api/lo/${UUID}$`), loanOriginatorSchema],
  [
    'GET',
    new RegExp(
      `^/service-conditions/external/api/v1/applications/${UUID}/conditions/external-applicants$`,
    ),
    conditionsSchema,
    { derived: ['accountLast4'] },
  ],
];

/** The schema the app reads this answer with, when the table names one. */
export function answerSchemaFor(
  method: string,
  urlPath: string,
): { schema: v.GenericSchema; readings: Readings } | undefined {
  const path = urlPath.split('?')[0]!;
  const row = ANSWER_SCHEMAS.find(
    ([methods, pattern]) => methods.split('|').includes(method) && pattern.test(path),
  );
  return row && { schema: row[2], readings: row[3] ?? {} };
}
