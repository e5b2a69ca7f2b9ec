/** The conditions feature's public entry: what other features may import from it. */
export { selectConditions } from './conditionsSlice';
export type { Condition } from './types';
export { OutstandingTasksNotice } from './OutstandingTasksNotice';
// The signer area's conditions pages (heloc-signer/conditions/*) are built from these.
export { BackToTasks, ConditionPage } from './ConditionPage';
export { ConditionsDashboard } from './ConditionsDashboard';
export { ConditionUploadForm } from './ConditionUploadForm';
export {
  categoryText,
  conditionLocation,
  conditionParam,
  conditionQuery,
  pendingConditions,
  requestedTypes,
  signerLocation,
  SIGNER_IDENTITY_LOCATION,
  UPLOAD_DOCUMENT_LOCATION,
} from './conditionView';
export type { ConditionRow } from './conditionView';
export { useRefreshConditions, useSignerConditions } from './useConditions';
export { conditionsApi, useGetConditionsQuery } from './conditionsApi';
export type { ConditionsLoad } from './useConditions';
