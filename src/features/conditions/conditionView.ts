/**
 * What the conditions dashboard and its pages show of a condition (pure): which conditions are
 * pending, each one's words (the lender's categories, the requested documents:
 * docs/journey.md#conditions), its counts, where its action is done for a borrower and for an
 * additional signer.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatUsDate } from '../../lib/dates';
import { documentsReceived, documentsRequired } from '../../lib/conditionDocuments';
import { isPending } from './pending';
import type { Condition } from './types';

export { documentsReceived, documentsRequired, isPending };

/** Writes a message out in the page's language: the `t` of `useLingui()`. */
export type Translate = (descriptor: MessageDescriptor) => string;

/** The document types, as a borrower reads them (docs/journey.md#conditions). */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  BANK_STATEMENT: msg`Bank statement`,
  CERTIFICATE_OF_TRUST: msg`Certificate of trust`,
  DRIVERS_LICENSE_FRONT: msg`Driver's license (front)`,
  DRIVERS_LICENSE_BACK: msg`Driver's license (back)`,
  PASSPORT_FRONT: msg`Passport (front)`,
  ID_CARD_FRONT: msg`ID card (front)`,
  ID_CARD_BACK: msg`ID card (back)`,
  PERMANENT_RESIDENT_FRONT: msg`Permanent resident card (front)`,
  PERMANENT_RESIDENT_BACK: msg`Permanent resident card (back)`,
  PAYSTUB: msg`Paystub`,
  HAZARD_INSURANCE: msg`Proof of hazard insurance`,
  FLOOD_INSURANCE: msg`Proof of flood insurance`,
  PROPERTY_DESCRIPTION_SOURCE: msg`Property description source (such as your deed)`,
  SUPPORT: msg`Supporting document`,
  CANCELLATION_PROOF: msg`Cancellation proof`,
};

/** The category that asks for paystubs, and the one for a missing phone number. */
export const PAYSTUB_CATEGORY = 'MANUAL_PAYSTUB_UPLOAD';
export const PHONE_CATEGORY = 'MISSING_PHONE_NUMBER';
export const BANK_ACCOUNT_CATEGORY = 'BANK_ACCOUNT_FRAUD_REVIEW';

/** The pages of this feature, relative to the application (and to the signer area). */
export const UPLOAD_DOCUMENT_LOCATION = 'conditions/upload-document';
export const PHONE_NUMBER_LOCATION = 'conditions/phone-number';
export const SIGNER_IDENTITY_LOCATION = 'conditions/identity';
/** The query value naming the condition a page acts on. */
export const CONDITION_PARAM = 'condition';

/** The document type sent for a condition that names none. */
export const DEFAULT_DOCUMENT_TYPE = 'SUPPORT';

/** "SOME_NEW_THING" -> "Some new thing": a value no table knows, readable. */
export function humanise(value: string): string {
  const words = value.trim().replace(/_+/g, ' ').toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/**
 * The condition categories, in the lender's words (docs/journey.md#conditions), as the conditions'
 * pages and the chat's filing (features/chat/filing.ts) name a condition (categoryText).
 */
export const CONDITION_CATEGORY_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: msg`Bank account fraud review`,
  FALSE_OWNERSHIP_TYPE_REVIEW: msg`False ownership type review`,
  GENERIC_DOCUMENT_REQUEST: msg`Generic document request`,
  HARD_CREDIT_INQUIRY_REVIEW: msg`Hard credit inquiry review`,
  MANUAL_PAYSTUB_UPLOAD: msg`Manual paystub upload`,
  ID_VERIFICATION_FAILURE: msg`ID verification failure`,
  IDENTITY_DOCUMENT_FRAUD_REVIEW: msg`Identity document fraud review`,
  MISSING_PHONE_NUMBER: msg`Missing phone number`,
  PROPERTY_LEGAL_DESCRIPTION: msg`Property legal description`,
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: msg`Property ownership fraud review`,
  REVIEW_TRUST_REQUIREMENTS: msg`Review trust requirements`,
};

/** The category as the conditions' pages name it, in the page's language (`t`). */
export const categoryText = (category: string, t: Translate): string => {
  const label = CONDITION_CATEGORY_MESSAGES[category];
  return label ? t(label) : humanise(category);
};

export const documentTypeLabel = (type: string, t: Translate): string => {
  const label = DOCUMENT_TYPE_LABELS[type];
  return label ? t(label) : humanise(type);
};

export const pendingConditions = (conditions: readonly Condition[]): Condition[] =>
  conditions.filter(isPending);

/** How many files the upload page still asks for: what is required less what arrived, at least 1. */
export const filesToUpload = (condition: Condition): number =>
  Math.max(1, documentsRequired(condition) - documentsReceived(condition));

/** The document types the condition asks for (SUPPORT when it names none). */
export function requestedTypes(condition: Condition): string[] {
  const types = [...new Set((condition.requestDocuments ?? []).filter((type) => type.trim()))];
  return types.length > 0 ? types : [DEFAULT_DOCUMENT_TYPE];
}

/** Where a category's task is done when the lender gives no location. */
function defaultLocation(category: string): string {
  if (category === PHONE_CATEGORY) return PHONE_NUMBER_LOCATION;
  if (category === PAYSTUB_CATEGORY) return 'income/upload/MANUAL_PAYSTUB';
  if (category === 'ID_VERIFICATION_FAILURE') return 'identity';
  return UPLOAD_DOCUMENT_LOCATION;
}

/**
 * The condition's location as a path relative to the application: the lender's, without leading
 * or trailing slashes, when it is a plain path of the app (letters, digits, `-`, `_`, `/`); else
 * (absent, a full address, `..`) the category's own page.
 */
export function conditionLocation(condition: Condition): string {
  const location = condition.display.location
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .split('?')[0]!;
  const plain = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(location);
  return plain ? location : defaultLocation(condition.categoryEnum);
}

/** What the action's button says when the lender gives no words. */
function defaultButton(location: string, t: Translate): string {
  if (location === PHONE_NUMBER_LOCATION) return t(msg`Add phone number`);
  if (location === 'identity' || location === SIGNER_IDENTITY_LOCATION) {
    return t(msg`Verify identity`);
  }
  return t(msg`Upload document`);
}

/** One condition as the dashboard lists it. */
export interface ConditionRow {
  uuid: string;
  header: string;
  description: string;
  /** The category in the lender's words. */
  category: string;
  /** MM/dd/yyyy, or null when the lender gave no date. */
  created: string | null;
  commentsToBorrower: string | null;
  /** The documents asked for, in words. */
  requestedDocuments: string[];
  /** Paystubs required (a manual paystub upload only). */
  paystubsRequired: number | null;
  /** Documents required and received (an upload that is not of paystubs). */
  documents: { required: number; received: number } | null;
  /** A bank-account condition's account, by its last 4 digits. */
  accountLast4: string | null;
  button: string;
  /** Relative to the application: `conditions/upload-document`, `identity`, ... */
  location: string;
}

/** `t` writes the app's own words out (the `t` of `useLingui()`). */
export function conditionRow(condition: Condition, t: Translate): ConditionRow {
  const location = conditionLocation(condition);
  const category = categoryText(condition.categoryEnum, t);
  const created = condition.created.trim() ? formatUsDate(condition.created) : null;
  const paystubs = condition.categoryEnum === PAYSTUB_CATEGORY;
  const asksForDocuments =
    !paystubs &&
    (location === UPLOAD_DOCUMENT_LOCATION || Boolean(condition.requestDocuments?.length));
  return {
    uuid: condition.uuid,
    header: condition.display.header.trim() || category,
    description: condition.display.description.trim(),
    category,
    created: created && created !== condition.created ? created : null,
    commentsToBorrower: condition.commentsToBorrower?.trim() || null,
    requestedDocuments: condition.requestDocuments?.length
      ? requestedTypes(condition).map((type) => documentTypeLabel(type, t))
      : [],
    paystubsRequired: paystubs ? documentsRequired(condition) : null,
    documents: asksForDocuments
      ? { required: documentsRequired(condition), received: documentsReceived(condition) }
      : null,
    accountLast4:
      condition.categoryEnum === BANK_ACCOUNT_CATEGORY
        ? (condition.xtraData?.accountLast4 ?? null)
        : null,
    button: condition.display.button.trim() || defaultButton(location, t),
    location,
  };
}

/** `?condition={uuid}`: the query a condition's page is opened with. */
export const conditionQuery = (conditionUuid: string): string =>
  `?${CONDITION_PARAM}=${encodeURIComponent(conditionUuid)}`;

/** The condition a page was opened for (its `?condition=`), or null. */
export function conditionParam(search: string): string | null {
  return new URLSearchParams(search).get(CONDITION_PARAM)?.trim() || null;
}

/**
 * Where a condition's action is done in the additional-signer area (relative to it): the
 * signer's upload page, or the signer's ID page for an identity condition; null for a task the
 * signer area has no page for (the signer is then told to contact the lender).
 */
export function signerLocation(location: string): string | null {
  if (location === UPLOAD_DOCUMENT_LOCATION) return UPLOAD_DOCUMENT_LOCATION;
  if (location === 'identity' || location === SIGNER_IDENTITY_LOCATION) {
    return SIGNER_IDENTITY_LOCATION;
  }
  return null;
}
