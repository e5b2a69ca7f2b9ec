import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { mixed, object } from 'yup';
import { withFormFields } from '../../api/formFields';
import { choiceSchema } from '../../forms/schemas/choice';
import { UPLOAD_MAX_BYTES } from '../../contract/uploads';
import { UPLOAD_ACCEPT } from '../../forms/files';
import { filesSchema } from '../../forms/schemas/files';
import { hasBack, ID_TYPES, type IdSide, type IdType } from './idTypes';

/** What the lender accepts for an upload: PDF, JPG or PNG, up to 10 MB (the kit's default). */
export const ID_ACCEPT = UPLOAD_ACCEPT;
export const ID_MAX_BYTES = UPLOAD_MAX_BYTES;

export const ID_MESSAGES = {
  idType: msg`Select the type of ID you are uploading`,
  front: msg`Select an image of the front of your ID`,
  back: msg`Select an image of the back of your ID`,
} as const satisfies Record<string, MessageDescriptor>;

/** ID_MESSAGES, written out in the page's language. */
export type IdMessages = Record<keyof typeof ID_MESSAGES, string>;

export interface IdentityValues {
  idType: IdType | '';
  /** The chosen file of each side (a FileField's value: at most one file). */
  front: File[];
  back: File[];
}

export const initialIdentityValues = (): IdentityValues => ({ idType: '', front: [], back: [] });

/** The ID type, a front, and a back unless the ID is a passport (or not chosen yet). */
export const identitySchema = (messages: IdMessages) =>
  object({
    idType: choiceSchema(ID_TYPES, messages.idType),
    front: filesSchema({ messages: { required: messages.front } }),
    back: mixed<File[]>().when('idType', ([idType]: unknown[]) =>
      hasBack(idType as IdType | '')
        ? filesSchema({ messages: { required: messages.back } })
        : mixed<File[]>().notRequired(),
    ),
  });

/**
 * The upload's 400 names the multipart parts (`file`, `type`); on this form they are the side's
 * file field and the ID type. Anything else is passed on unchanged.
 */
export const onSideFields = (error: unknown, side: IdSide): unknown =>
  withFormFields(error, { file: side, type: 'idType' });
