/**
 * The IDs a borrower may upload and the document type each side is sent as (pure). Labels are
 * the lender's ID types, word for word (docs/journey.md#identity-documents); the document
 * types are the ones the lender's document service files them under.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const ID_TYPES = ['DRIVERS_LICENSE', 'PASSPORT', 'ID_CARD', 'PERMANENT_RESIDENT'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** docs/journey.md#identity-documents */
export const ID_TYPE_LABELS: Record<IdType, MessageDescriptor> = {
  DRIVERS_LICENSE: msg`US Driver's License`,
  PASSPORT: msg`US Passport`,
  ID_CARD: msg`US State ID Card`,
  PERMANENT_RESIDENT: msg`US Permanent Resident Card`,
};

export type IdSide = 'front' | 'back';

export const isIdType = (value: unknown): value is IdType =>
  typeof value === 'string' && (ID_TYPES as readonly string[]).includes(value);

/** A passport has its photo page only; every card has a back. */
export const hasBack = (idType: IdType | '' | null | undefined): boolean => idType !== 'PASSPORT';

/** The sides to upload for an ID type, front first. */
export const sidesOf = (idType: IdType): readonly IdSide[] =>
  hasBack(idType) ? ['front', 'back'] : ['front'];

/** The document type a side is sent as: DRIVERS_LICENSE_FRONT, PASSPORT_FRONT, ID_CARD_BACK... */
export function documentTypeOf(idType: IdType, side: IdSide): string {
  return `${idType}_${side.toUpperCase()}`;
}
