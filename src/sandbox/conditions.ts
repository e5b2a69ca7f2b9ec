/** Conditions (pending tasks) as the conditions service describes them to applicants. */
import type { Condition, ConditionDisplay } from '../features/conditions/types';
import { deepMerge } from './merge';
import { newUuid } from './ids';

interface ConditionTemplate {
  display: ConditionDisplay;
  commentsToBorrower: string;
  requestDocuments: string[] | null;
  numDocsRequired?: number;
}

const upload = (header: string, description: string, button = 'Upload document') => ({
  header,
  description,
  button,
  location: 'conditions/upload-document',
  type: 'DOCUMENT_UPLOAD',
});

/** Spec 2 section 3, "Condition categories". */
export const CONDITION_TEMPLATES: Record<string, ConditionTemplate> = {
  GENERIC_DOCUMENT_REQUEST: {
    display: upload(
      'Upload a requested document',
      'Our underwriting team needs one more document to finish reviewing your application.',
    ),
    commentsToBorrower: 'Please upload your most recent monthly bank statement (all pages).',
    requestDocuments: ['BANK_STATEMENT'],
    numDocsRequired: 1,
  },
  MANUAL_PAYSTUB_UPLOAD: {
    display: {
      header: 'Upload your recent paystubs',
      description: 'We could not verify all of your income automatically.',
      button: 'Upload paystubs',
      location: 'income/upload/MANUAL_PAYSTUB',
      type: 'DOCUMENT_UPLOAD',
    },
    commentsToBorrower: 'Upload your most recent paystub showing year-to-date earnings.',
    requestDocuments: ['PAYSTUB'],
    numDocsRequired: 1,
  },
  MISSING_PHONE_NUMBER: {
    display: {
      header: 'Add a phone number',
      description: 'We need a phone number to reach you about your application.',
      button: 'Add phone number',
      location: 'conditions/phone-number',
      type: 'PHONE_NUMBER',
    },
    commentsToBorrower: 'Add a mobile or home phone number.',
    requestDocuments: null,
  },
  ID_VERIFICATION_FAILURE: {
    display: {
      header: 'Verify your identity again',
      description: 'We could not read the ID you uploaded.',
      button: 'Verify identity',
      location: 'identity',
      type: 'IDENTITY',
    },
    commentsToBorrower: 'Take a clear photo of the front and back of a valid, unexpired ID.',
    requestDocuments: ['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK'],
    numDocsRequired: 2,
  },
  IDENTITY_DOCUMENT_FRAUD_REVIEW: {
    display: upload('Upload a second form of ID', 'We need to confirm your identity.'),
    commentsToBorrower: 'Upload a passport or state ID card in addition to your license.',
    requestDocuments: ['PASSPORT_FRONT'],
    numDocsRequired: 1,
  },
  BANK_ACCOUNT_FRAUD_REVIEW: {
    display: upload('Confirm your bank account', 'We need to confirm you own the linked account.'),
    commentsToBorrower: 'Upload a statement that shows your name and the account number.',
    requestDocuments: ['BANK_STATEMENT'],
    numDocsRequired: 1,
  },
  FALSE_OWNERSHIP_TYPE_REVIEW: {
    display: upload('Confirm how you hold title', 'Your answer did not match county records.'),
    commentsToBorrower: 'Upload your recorded deed or a recent property tax bill.',
    requestDocuments: ['PROPERTY_DESCRIPTION_SOURCE'],
    numDocsRequired: 1,
  },
  HARD_CREDIT_INQUIRY_REVIEW: {
    display: upload('Explain recent credit inquiries', 'Your credit report shows new inquiries.'),
    commentsToBorrower: 'Upload a signed letter explaining inquiries from the last 90 days.',
    requestDocuments: ['SUPPORT'],
    numDocsRequired: 1,
  },
  PROPERTY_LEGAL_DESCRIPTION: {
    display: upload("Provide your property's legal description", 'We could not find it.'),
    commentsToBorrower: 'Upload the page of your deed that holds the legal description.',
    requestDocuments: ['PROPERTY_DESCRIPTION_SOURCE'],
    numDocsRequired: 1,
  },
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: {
    display: upload('Confirm you own the property', 'We need proof of ownership.'),
    commentsToBorrower: 'Upload your recorded deed or your homeowners insurance declaration.',
    requestDocuments: ['PROPERTY_DESCRIPTION_SOURCE'],
    numDocsRequired: 1,
  },
  REVIEW_TRUST_REQUIREMENTS: {
    display: upload('Upload your certificate of trust', 'Your home is held in a trust.'),
    commentsToBorrower: 'Upload the certificate of trust, signed by every trustee.',
    requestDocuments: ['CERTIFICATE_OF_TRUST'],
    numDocsRequired: 1,
  },
};

const DEFAULT_CATEGORY = 'GENERIC_DOCUMENT_REQUEST';

/**
 * A realistic open condition of the given category, with `overrides` deep-merged over it.
 * Unknown categories keep the generic document request's wording.
 */
export function makeCondition(
  categoryEnum: string = DEFAULT_CATEGORY,
  created: Date = new Date(),
  overrides: Partial<Condition> | Record<string, unknown> = {},
): Condition {
  const template = CONDITION_TEMPLATES[categoryEnum] ?? CONDITION_TEMPLATES[DEFAULT_CATEGORY];
  if (!template) throw new Error('condition templates are missing the default category');
  const condition: Condition = {
    uuid: newUuid(),
    categoryEnum,
    created: created.toISOString(),
    notes: null,
    commentsToBorrower: template.commentsToBorrower,
    requestDocuments: template.requestDocuments,
    actionNeeded: true,
    xtraData: template.numDocsRequired ? { numDocsRequired: template.numDocsRequired } : null,
    display: template.display,
  };
  return deepMerge(condition, overrides);
}
