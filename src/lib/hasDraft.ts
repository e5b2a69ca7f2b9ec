import { DRAFTS_STORAGE_KEY, readStored, storedItem } from './browserStorage';

/**
 * Where drafts are found without their code (src/lib/drafts.ts holds the rest): the forms ask
 * before loading it, so the first screen does not carry it (docs/requests.md#drafts).
 */

/** A draft's key in storage: its scope and step ("{uuid}/product/select"). */
export const draftKey = (scope: string, step: string) =>
  `${scope}/${step.replace(/^\/+|\/+$/g, '')}`;

/**
 * Whether a draft is kept for the step (without a step: for anything of the scope), read from
 * the stored text without parsing it.
 */
export function hasDraft(scope: string, step?: string): boolean {
  const text = readStored(storedItem(DRAFTS_STORAGE_KEY)) ?? '';
  return text.includes(step === undefined ? `"${scope}/` : `"${draftKey(scope, step)}"`);
}
