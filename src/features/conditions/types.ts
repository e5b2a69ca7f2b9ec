/** Spec 1 section 3 (Condition) and spec 2 section 3. */
export interface ConditionDisplay {
  header: string;
  description: string;
  button: string;
  /** Where the task is done, a path relative to the application. */
  location: string;
  type: string;
}

/** GET /service-conditions/external/api/v1/applications/{id}/conditions/external-applicants */
export interface Condition {
  uuid: string;
  categoryEnum: string;
  created: string;
  notes?: string | null;
  commentsToBorrower?: string | null;
  requestDocuments?: string[] | null;
  actionNeeded?: boolean;
  xtraData?: { numDocsRequired?: number } | null;
  display: ConditionDisplay;
}
