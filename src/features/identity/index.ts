/** The identity feature's public entry: what other features may import from it. */
export {
  BACK_LABEL,
  FRONT_LABEL,
  ID_TYPE_LEGEND,
  IdentityUploadForm,
  UPLOAD_LABEL,
} from './IdentityUploadForm';
export type { IdentityUploadFormProps } from './IdentityUploadForm';
export { documentTypeOf, ID_TYPE_LABELS, ID_TYPES } from './idTypes';
export type { IdType } from './idTypes';
