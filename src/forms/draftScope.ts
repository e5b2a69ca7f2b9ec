import { createContext } from 'react';

/**
 * Which draft the step forms below keep (docs/requests.md#drafts): the application (or
 * `registration`) and the step. None given: a form keeps no draft (dialogs, the developer toolbar).
 */
export interface DraftScopeValue {
  scope: string;
  step: string;
}

export const DraftScope = createContext<DraftScopeValue | null>(null);
