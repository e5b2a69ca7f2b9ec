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

/**
 * A draft's step for a page: its path under the area, and the condition it is about when its
 * query names one (a condition's pages are one route for every condition,
 * docs/requests.md#drafts). Other query values (pop-webchat, a change from the summary) do not
 * make another draft.
 */
export function draftStepOf(path: string, search: string): string {
  const condition = new URLSearchParams(search).get('condition');
  return condition ? `${path}?condition=${condition}` : path;
}
