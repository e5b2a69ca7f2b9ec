/**
 * The liens form (pure): its values, schema and request body. Each lien the lender found is one
 * Yes / No question, "Is this loan still open?", and every one must be answered.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { array, object, tuple, type AnySchema } from 'yup';
import { choiceSchema } from '../../forms/schemas/choice';
import type { Lien } from '../application';
import type { LienAnswer } from './liensApi';

export type OpenAnswer = 'yes' | 'no';
export const OPEN_ANSWERS: readonly OpenAnswer[] = ['yes', 'no'];

export interface LienValues {
  uuid: string;
  open: OpenAnswer | '';
}

export interface LiensValues {
  liens: LienValues[];
}

/** Writes a message out in the page's language: the `t` of useLingui(). */
export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * The name a lien goes by on the page: its lender, or "Loan 2" when the lender gave none (the
 * position keeps unnamed liens apart in the error summary).
 */
export function lienName(lien: Pick<Lien, 'lender'>, index: number, t: Translate): string {
  const number = index + 1;
  return lien.lender.trim() || t(msg`Loan ${number}`);
}

/** "Select yes if the loan from Sierra Mortgage is still open". */
export function openRequiredMessage(
  lien: Pick<Lien, 'lender'>,
  index: number,
  t: Translate,
): string {
  const lender = lien.lender.trim();
  const number = index + 1;
  return lender
    ? t(msg`Select yes if the loan from ${lender} is still open`)
    : t(msg`Select yes if loan ${number} is still open`);
}

/** The answers already given (a return to the step) start chosen. */
export function initialLiensValues(liens: readonly Lien[]): LiensValues {
  return {
    liens: liens.map((lien) => ({
      uuid: lien.uuid,
      open: lien.open === true ? 'yes' : lien.open === false ? 'no' : '',
    })),
  };
}

/** One required Yes / No per lien, each message naming its lien (written out by `t`). */
export function liensSchema(liens: readonly Lien[], t: Translate) {
  if (liens.length === 0) return object({ liens: array() });
  const perLien = liens.map((lien, index) =>
    object({ open: choiceSchema(OPEN_ANSWERS, openRequiredMessage(lien, index, t)) }),
  ) as unknown as [AnySchema, ...AnySchema[]];
  return object({ liens: tuple(perLien) });
}

/** The call's `liens`: every lien with whether it is still open. */
export function lienAnswers(values: LiensValues): LienAnswer[] {
  return values.liens.map(({ uuid, open }) => ({ uuid, open: open === 'yes' }));
}
