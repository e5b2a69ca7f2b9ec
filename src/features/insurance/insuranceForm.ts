import { mixed, object } from 'yup';
import { filesSchema } from '../../forms/schemas/files';
import { type ProofKind, proofsNeeded } from './insuranceProofs';
import { isRecord } from '../../contract/isRecord';

export interface InsuranceValues {
  hazard: File[];
  flood: File[];
}

export const initialInsuranceValues = (): InsuranceValues => ({ hazard: [], flood: [] });

/** A file (or more) for each proof needed. */
export function insuranceSchema(flood: boolean) {
  const needed = proofsNeeded(flood);
  const rule = (kind: ProofKind) => {
    const proof = needed.find((candidate) => candidate.kind === kind);
    return proof
      ? filesSchema({ messages: { required: proof.required } })
      : mixed<File[]>().notRequired();
  };
  return object({ hazard: rule('hazard'), flood: rule('flood') });
}

/**
 * A 400's field names, renamed onto this form's fields (pure): an upload names its `file` part,
 * "complete" the document type still missing (HAZARD_INSURANCE, FLOOD_INSURANCE).
 */
export function renameErrorFields(
  error: unknown,
  renames: Readonly<Record<string, string>>,
): unknown {
  if (!isRecord(error) || error.status !== 400 || !isRecord(error.data)) return error;
  const { errors } = error.data;
  if (!Array.isArray(errors)) return error;
  const renamed = errors.map((entry) =>
    isRecord(entry) && typeof entry.field === 'string' && entry.field in renames
      ? { ...entry, field: renames[entry.field] }
      : entry,
  );
  return { ...error, data: { ...error.data, errors: renamed } };
}

/** The missing document types "complete" may name, as the form's fields. */
export const COMPLETE_FIELDS: Readonly<Record<string, ProofKind>> = {
  HAZARD_INSURANCE: 'hazard',
  FLOOD_INSURANCE: 'flood',
};

/** Whether a 400 has an error on `field`. */
export function namesField(error: unknown, field: string): boolean {
  if (!isRecord(error) || error.status !== 400 || !isRecord(error.data)) return false;
  const { errors } = error.data;
  return Array.isArray(errors) && errors.some((entry) => isRecord(entry) && entry.field === field);
}
