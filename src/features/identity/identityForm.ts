import { mixed, object } from 'yup';
import { choiceSchema } from '../../forms/schemas/choice';
import { UPLOAD_MAX_BYTES } from '../../contract/uploads';
import { UPLOAD_ACCEPT } from '../../forms/files';
import { filesSchema } from '../../forms/schemas/files';
import { hasBack, ID_TYPES, type IdSide, type IdType } from './idTypes';
import { isRecord } from '../../contract/isRecord';

/** What the lender accepts for an upload: PDF, JPG or PNG, up to 10 MB (the kit's default). */
export const ID_ACCEPT = UPLOAD_ACCEPT;
export const ID_MAX_BYTES = UPLOAD_MAX_BYTES;

export const ID_MESSAGES = {
  idType: 'Select the type of ID you are uploading',
  front: 'Select an image of the front of your ID',
  back: 'Select an image of the back of your ID',
} as const;

export interface IdentityValues {
  idType: IdType | '';
  /** The chosen file of each side (a FileField's value: at most one file). */
  front: File[];
  back: File[];
}

export const initialIdentityValues = (): IdentityValues => ({ idType: '', front: [], back: [] });

/** The ID type, a front, and a back unless the ID is a passport (or not chosen yet). */
export const identitySchema = object({
  idType: choiceSchema(ID_TYPES, ID_MESSAGES.idType),
  front: filesSchema({ messages: { required: ID_MESSAGES.front } }),
  back: mixed<File[]>().when('idType', ([idType]: unknown[]) =>
    hasBack(idType as IdType | '')
      ? filesSchema({ messages: { required: ID_MESSAGES.back } })
      : mixed<File[]>().notRequired(),
  ),
});

/**
 * The upload's 400 names the multipart parts (`file`, `type`); on this form they are the side's
 * file field and the ID type. Anything else is passed on unchanged.
 */
export function onSideFields(error: unknown, side: IdSide): unknown {
  if (!isRecord(error) || error.status !== 400 || !isRecord(error.data)) return error;
  const { errors } = error.data;
  if (!Array.isArray(errors)) return error;
  const renamed = errors.map((entry) => {
    if (!isRecord(entry)) return entry;
    if (entry.field === 'file') return { ...entry, field: side };
    if (entry.field === 'type') return { ...entry, field: 'idType' };
    return entry;
  });
  return { ...error, data: { ...error.data, errors: renamed } };
}
