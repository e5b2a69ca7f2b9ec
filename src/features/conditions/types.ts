/** Spec 1 section 3 (Condition) and spec 2 section 3. */
export interface ConditionDisplay {
  header: string;
  description: string;
  button: string;
  /** Where the task is done, a path relative to the application. */
  location: string;
  type: string;
}

/** A condition's extra data, as the app keeps it. */
export interface ConditionXtraData {
  /** How many documents the condition asks for (spec 2 section 9: absent is 1). */
  numDocsRequired?: number;
  /** How many of them the lender has received so far (absent is none). */
  numDocsReceived?: number;
  /**
   * A bank-account condition's account, by its last 4 digits only (spec 2 section 9): the
   * decoder keeps these from the lender's account number, which never enters the store.
   */
  accountLast4?: string;
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
  xtraData?: ConditionXtraData | null;
  display: ConditionDisplay;
}
