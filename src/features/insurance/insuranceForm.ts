import type { MessageDescriptor } from '@lingui/core';
import { mixed, object } from 'yup';
import { filesSchema } from '../../forms/schemas/files';
import { type ProofKind, proofsNeeded } from './insuranceProofs';

export interface InsuranceValues {
  hazard: File[];
  flood: File[];
}

export const initialInsuranceValues = (): InsuranceValues => ({ hazard: [], flood: [] });

/** A file (or more) for each proof needed; `t` (useLingui's) writes the messages out. */
export function insuranceSchema(flood: boolean, t: (descriptor: MessageDescriptor) => string) {
  const needed = proofsNeeded(flood);
  const rule = (kind: ProofKind) => {
    const proof = needed.find((candidate) => candidate.kind === kind);
    return proof
      ? filesSchema({ messages: { required: t(proof.required) } })
      : mixed<File[]>().notRequired();
  };
  return object({ hazard: rule('hazard'), flood: rule('flood') });
}

/** The missing document types "complete" may name (its 400's fields), as the form's fields. */
export const COMPLETE_FIELDS: Readonly<Record<string, ProofKind>> = {
  HAZARD_INSURANCE: 'hazard',
  FLOOD_INSURANCE: 'flood',
};
