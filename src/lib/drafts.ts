import { setIn } from 'formik';
import isPlainObject from './formikDeps/isPlainObject';
import {
  DRAFTS_STORAGE_KEY,
  readStored,
  removeStored,
  storedItem,
  writeStored,
} from './browserStorage';
import { draftKey } from './hasDraft';

/**
 * Drafts: what a person typed in a form and has not sent yet, kept per form (docs/requests.md#drafts).
 *
 * Each draft is stored in this tab's session storage under `heloc_drafts`, by its scope (an
 * application's uuid, or `registration`) and its step. Secrets never reach storage: a field named
 * below is held in this page's memory only, so moving between pages keeps it but a reload, or
 * signing in again, does not, and the form then says it must be entered again. Files are never
 * kept at all.
 */

/** The fields never stored, by name (the last part of a field's path), with how a note names them. */
export const SECRET_FIELDS: Readonly<Record<string, string>> = {
  ssn: 'Social Security number',
  password: 'password',
  confirmPassword: 'password',
  accountNumber: 'account number',
  confirmAccountNumber: 'account number',
  routingNumber: 'routing number',
  dateOfBirth: 'date of birth',
};

type Values = Record<string, unknown>;

/** A draft as a form gets it back. */
export interface Draft {
  values: Values;
  /** The paths of the secret fields (SECRET_FIELDS) that held something and are not here. */
  withheld: string[];
}

/** What one form's draft is: its storable part, and its secrets by path (held in memory only). */
export interface SplitValues {
  stored: Values;
  secrets: Record<string, unknown>;
}

const filled = (value: unknown) =>
  value !== '' && value !== null && value !== undefined && value !== false;

/** The name a path ends with ("owner.ssn": "ssn"). */
export const fieldNameOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/**
 * A form's values split into what may be stored (strings, numbers, booleans, and lists and plain
 * objects of them) and the secret fields that held something, by path. Anything else (a file) is
 * dropped.
 */
export function splitValues(values: unknown): SplitValues {
  const secrets: Record<string, unknown> = {};
  const keep = (value: unknown, path: string): unknown => {
    if (['string', 'number', 'boolean'].includes(typeof value)) return value;
    if (Array.isArray(value)) {
      const items = value.map((item, index) => keep(item, `${path}${index}.`));
      return items.includes(undefined) ? undefined : items;
    }
    if (!isPlainObject(value)) return undefined;
    const out: Values = {};
    for (const [key, item] of Object.entries(value)) {
      if (key in SECRET_FIELDS) {
        if (filled(item)) secrets[`${path}${key}`] = item;
        continue;
      }
      const kept = keep(item, `${path}${key}.`);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  };
  return { stored: (keep(values, '') as Values | undefined) ?? {}, secrets };
}

/** Secrets typed in this page's life, by draft (never in storage; gone with a reload). */
const secretsInMemory = new Map<string, Record<string, unknown>>();

const STORAGE = () => storedItem(DRAFTS_STORAGE_KEY);

interface StoredDraft {
  values: Values;
  withheld: string[];
}

/** Every stored draft, by key; anything unreadable is left out (never thrown). */
function readAll(): Record<string, StoredDraft> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readStored(STORAGE()) ?? '{}');
  } catch {
    return {};
  }
  if (!isPlainObject(parsed)) return {};
  const drafts: Record<string, StoredDraft> = {};
  for (const [key, draft] of Object.entries(parsed)) {
    if (!isPlainObject(draft) || !isPlainObject(draft.values)) continue;
    const withheld = Array.isArray(draft.withheld)
      ? draft.withheld.filter(
          (path): path is string => typeof path === 'string' && fieldNameOf(path) in SECRET_FIELDS,
        )
      : [];
    // What was stored is read through the same rule: no secret comes back from storage.
    drafts[key] = { values: splitValues(draft.values).stored, withheld };
  }
  return drafts;
}

function writeAll(drafts: Record<string, StoredDraft>) {
  if (Object.keys(drafts).length === 0) removeStored(STORAGE());
  else writeStored(STORAGE(), JSON.stringify(drafts));
}

/** Keeps a form's values as its draft: the storable part in storage, secrets in memory. */
export function saveDraft(scope: string, step: string, values: unknown): void {
  const key = draftKey(scope, step);
  const { stored, secrets } = splitValues(values);
  secretsInMemory.set(key, secrets);
  writeAll({ ...readAll(), [key]: { values: stored, withheld: Object.keys(secrets) } });
}

/**
 * A form's draft, or null when there is none: the stored values with this page's secrets put
 * back; `withheld` names the secrets that held something and are no longer here.
 */
export function readDraft(scope: string, step: string): Draft | null {
  const key = draftKey(scope, step);
  const stored = readAll()[key];
  if (!stored) return null;
  const secrets = secretsInMemory.get(key) ?? {};
  const values = Object.entries(secrets).reduce<Values>(
    (all, [path, value]) => setIn(all, path, value) as Values,
    stored.values,
  );
  return { values, withheld: stored.withheld.filter((path) => !(path in secrets)) };
}

/** Removes a form's draft (sent), or every draft of a scope when no step is given. */
export function removeDraft(scope: string, step?: string): void {
  const remove = (key: string) =>
    step === undefined ? key.startsWith(`${scope}/`) : key === draftKey(scope, step);
  for (const key of [...secretsInMemory.keys()]) if (remove(key)) secretsInMemory.delete(key);
  const drafts = readAll();
  const left = Object.fromEntries(Object.entries(drafts).filter(([key]) => !remove(key)));
  if (Object.keys(left).length !== Object.keys(drafts).length) writeAll(left);
}

/** Forgets the secrets held in memory (the session ended: storage is cleared with the rest). */
export function forgetSecrets(): void {
  secretsInMemory.clear();
}
