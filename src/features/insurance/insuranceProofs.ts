import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusObject } from '../status';
import { UPLOAD_MAX_BYTES } from '../../contract/uploads';
import { UPLOAD_ACCEPT } from '../../forms/files';

/** What the lender accepts for an upload: PDF, JPG or PNG, up to 10 MB (the kit's default). */
export const PROOF_ACCEPT = UPLOAD_ACCEPT;
export const PROOF_MAX_BYTES = UPLOAD_MAX_BYTES;

export type ProofKind = 'hazard' | 'flood';

export interface Proof {
  /** The form value holding its files. */
  kind: ProofKind;
  /** The document type each file is sent as. */
  documentType: 'HAZARD_INSURANCE' | 'FLOOD_INSURANCE';
  /** The words, as messages written out where shown (`t(proof.label)`). */
  label: MessageDescriptor;
  hint: MessageDescriptor;
  /** Said when no file was chosen. */
  required: MessageDescriptor;
}

export const HAZARD_PROOF: Proof = {
  kind: 'hazard',
  documentType: 'HAZARD_INSURANCE',
  label: msg`Proof of hazard insurance`,
  hint: msg`The declarations page of your homeowners insurance policy. PDF, JPG or PNG, up to 10 MB each.`,
  required: msg`Select your proof of hazard insurance`,
};

export const FLOOD_PROOF: Proof = {
  kind: 'flood',
  documentType: 'FLOOD_INSURANCE',
  label: msg`Proof of flood insurance`,
  hint: msg`The declarations page of your flood insurance policy. PDF, JPG or PNG, up to 10 MB each.`,
  required: msg`Select your proof of flood insurance`,
};

/** Whether the lender needs flood insurance too (`status.floodInsuranceRequired`). */
export function floodInsuranceRequired(status: StatusObject | null): boolean {
  return status?.floodInsuranceRequired === true;
}

/** The proofs to upload: hazard insurance always, flood insurance when required. */
export const proofsNeeded = (flood: boolean): readonly Proof[] =>
  flood ? [HAZARD_PROOF, FLOOD_PROOF] : [HAZARD_PROOF];
