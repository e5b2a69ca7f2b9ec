import { http, HttpResponse } from 'msw';
import type { Condition } from '../../src/features/conditions';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { captureCalls, type Respond, stepCall } from '../support/screenTest';
import { server, url } from '../support/server';

/** A pending condition of the lender's, as the conditions service answers it. */
export function conditionOf(
  overrides: Partial<Condition> & Record<string, unknown> = {},
): Condition {
  return {
    uuid: 'c0a1b2c3-0000-4000-8000-000000000001',
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    created: '2026-11-20T16:00:00Z',
    notes: null,
    commentsToBorrower: 'Please upload your two most recent monthly bank statements.',
    requestDocuments: ['BANK_STATEMENT'],
    actionNeeded: true,
    xtraData: { numDocsRequired: 2 },
    display: {
      header: 'Upload a requested document',
      description: 'Our underwriting team needs one more document.',
      button: 'Upload document',
      location: 'conditions/upload-document',
      type: 'DOCUMENT_UPLOAD',
    },
    ...overrides,
  } as Condition;
}

export const PHONE_CONDITION = conditionOf({
  uuid: 'c0a1b2c3-0000-4000-8000-000000000002',
  categoryEnum: 'MISSING_PHONE_NUMBER',
  commentsToBorrower: 'Add a mobile or home phone number.',
  requestDocuments: null,
  xtraData: null,
  display: {
    header: 'Add a phone number',
    description: 'We need a phone number to reach you.',
    button: 'Add phone number',
    location: 'conditions/phone-number',
    type: 'PHONE_NUMBER',
  },
});

/** The full account number the lender sends; only its last 4 digits may be kept. */
export const ACCOUNT_NUMBER = '000123456789';

export const BANK_CONDITION = conditionOf({
  uuid: 'c0a1b2c3-0000-4000-8000-000000000003',
  categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
  commentsToBorrower: 'Upload a statement that shows your name and the account number.',
  xtraData: { numDocsRequired: 1, accountNumber: ACCOUNT_NUMBER } as never,
  display: {
    header: 'Confirm your bank account',
    description: 'We need to confirm you own the linked account.',
    button: 'Upload document',
    location: 'conditions/upload-document',
    type: 'DOCUMENT_UPLOAD',
  },
});

export const CONDITIONS_URL = url(
  '/service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants',
);
export const DOCUMENTS_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/documents`,
);

/**
 * The conditions service answers `current()` (read at each call, so a test changes what the next
 * read sees); the reads are counted.
 */
export function answerConditions(current: () => unknown) {
  const reads: string[] = [];
  server.use(
    http.get(CONDITIONS_URL, ({ params }) => {
      reads.push(String(params.uuid));
      return HttpResponse.json(current() as never);
    }),
  );
  return reads;
}

/** What one upload carried, its parts in order: the type, the condition's uuid, the file's name. */
export interface Received {
  type: string;
  conditionUuid?: string;
  file: string;
}

const UPLOAD = stepCall('post', DOCUMENTS_URL, (body, n) =>
  HttpResponse.json(
    {
      document: {
        uuid: `doc-${n}`,
        type: (body as Received).type,
        uploadedAt: '2026-11-23T10:00:00Z',
      },
      application: makeApplication(),
    },
    { status: 201 },
  ),
);

/** Answers each upload in turn with `respond` (the lender's 201 by default); what each carried is kept. */
export const answerUploads = (respond?: Respond<Received>) =>
  captureCalls<Received>(UPLOAD, respond);

export { fileOf } from '../support/files';
