/** Local-storage key of the login token (docs/requests.md#the-session-token). */
export const JWT_STORAGE_KEY = 'jwt';
/** Local-storage key of the application last opened (read by plaid-oauth-success and chat). */
export const HELOC_UUID_STORAGE_KEY = 'heloc_uuid';
/** Local-storage key of the telemetry tracker. */
export const TELEMETRY_TRACKER_STORAGE_KEY = 'telemetry_trackerUuid';
/** Session-storage key of the telemetry session (docs/requests.md#browser-storage). */
export const TELEMETRY_SESSION_STORAGE_KEY = 'telemetry_session';
/** Session-storage key of the applications whose session-replay link was sent from this tab. */
export const SESSION_REPLAY_LINKS_STORAGE_KEY = 'session_replay_links';
/** Local-storage key of the privacy choices made in the footer's "Your privacy options". */
export const PRIVACY_CHOICES_STORAGE_KEY = 'heloc_privacy_choices';
/** Session-storage key counting reloads after failed dynamic imports (docs/requests.md#errors). */
export const DYNAMIC_IMPORT_RETRY_KEY = 'dynamic_import_failure_retry_count';
/** Session-storage key of the drafts: forms typed in and not yet sent (src/lib/drafts.ts). */
export const DRAFTS_STORAGE_KEY = 'heloc_drafts';
/** Local-storage key of the applications whose survey prompt was answered or closed. */
export const SURVEY_DONE_STORAGE_KEY = 'heloc_survey_done';
/** Local-storage keys of the webchat's sessions (docs/requests.md#browser-storage). */
export const CHAT_SESSION_STORAGE_KEY = 'chat_session';
export const CHATBOT_SESSION_STORAGE_KEY = 'chatbot_session';
/** Local-storage key of the language chosen in this browser (docs/language.md#choosing-the-language). */
export const LANGUAGE_STORAGE_KEY = 'heloc_language';

/**
 * Everything the app keeps in the browser's storage, and how long it may stay
 * (docs/requests.md#browser-storage is this table). The token sits in local storage because the lender's contract puts it there;
 * the page's Content-Security-Policy (no script the app did not ship) is what protects it. A
 * feature that needs another key adds it here first: the browser tests fail on any key not
 * listed, and on any key not kept after logout that survives one.
 *
 * Reading chosen: a session the lender ends (docs/requests.md#what-ends-a-session) removes only the token; the
 * same person signs in again and comes back to where they were, and pages reached from outside
 * (plaid-oauth-success) still find the application. Logout and Switch Accounts, a person
 * leaving, remove everything not kept after logout.
 */
export interface StoredItem {
  area: 'local' | 'session';
  key: string;
  /** Kept when the user logs out or switches accounts. */
  keptAfterLogout: boolean;
}

export const STORED_ITEMS: readonly StoredItem[] = [
  {
    area: 'local',
    key: HELOC_UUID_STORAGE_KEY,
    // Holds: the uuid of the application last opened, for pages reached from outside the app.
    keptAfterLogout: false,
  },
  {
    area: 'local',
    key: TELEMETRY_TRACKER_STORAGE_KEY,
    // Reading chosen: the tracker names this browser, not the person, and is passed to the next
    // sign-in (telemetryTrackingId), so it outlives a logout.
    // Holds: the telemetry tracker of this browser (no personal data).
    keptAfterLogout: true,
  },
  {
    area: 'session',
    key: TELEMETRY_SESSION_STORAGE_KEY,
    // Reading chosen: a telemetry session is one visit in one tab, reused until 30 minutes pass
    // without an event (src/features/telemetry/telemetrySession.ts).
    // Holds: the telemetry session of this visit: its uuid, start time and the tracker (no
    // personal data).
    keptAfterLogout: true,
  },
  {
    area: 'session',
    key: SESSION_REPLAY_LINKS_STORAGE_KEY,
    // Holds: the uuids of the applications whose session-replay link this tab has sent (once per
    // application, docs/requests.md#what-every-call-carries).
    keptAfterLogout: false,
  },
  {
    area: 'local',
    key: PRIVACY_CHOICES_STORAGE_KEY,
    // Reading chosen: consent is this browser's choice (like a cookie banner's), so it outlives
    // a logout and applies to whoever uses the browser next until they change it.
    // Holds: the privacy options chosen in the footer (analytics, sharing for advertising).
    keptAfterLogout: true,
  },
  {
    area: 'session',
    key: DYNAMIC_IMPORT_RETRY_KEY,
    // Holds: how many times this tab reloaded after a screen failed to load (at most 5).
    keptAfterLogout: true,
  },
  {
    area: 'session',
    key: DRAFTS_STORAGE_KEY,
    // Only this tab: a reload, a Back, or signing in again after the session ended finds what
    // was typed (docs/requests.md#drafts). Secrets never: no SSN, password, account or routing
    // number, date of birth or file.
    // Holds: each unsent form's answers (the registration's pages and each application step's
    // form), by application and step; a form's draft goes when it is sent.
    keptAfterLogout: false,
  },
  {
    area: 'local',
    key: SURVEY_DONE_STORAGE_KEY,
    // Reading chosen: "once triggered it is no longer enabled" holds for the application, across
    // reloads and pages, until the person logs out (docs/shell.md#survey-prompt).
    // Holds: the uuids of the applications whose survey prompt was answered or closed.
    keptAfterLogout: false,
  },
  {
    area: 'local',
    key: CHAT_SESSION_STORAGE_KEY,
    // docs/requests.md#browser-storage. Reading chosen: a chat is the person's, so leaving ends it with the rest;
    // a reload or another tab within its 6 hours comes back to the same conversation.
    // Holds: the live-agent chat session (the provider's token and channel ids, the chatter's
    // name and e-mail, the first message while it waits for an agent, the expiry).
    keptAfterLogout: false,
  },
  {
    area: 'local',
    key: CHATBOT_SESSION_STORAGE_KEY,
    // Holds: the chatbot session (its conversation id, the chatter's name and e-mail, when it
    // began and when it expires: 10 minutes after the last question).
    keptAfterLogout: false,
  },
  {
    area: 'local',
    key: LANGUAGE_STORAGE_KEY,
    // Reading chosen: the language is this browser's choice, like the privacy options, so it
    // outlives a logout (docs/language.md#choosing-the-language).
    // Holds: the language chosen (`en` or `es`), no personal data.
    keptAfterLogout: true,
  },
  {
    area: 'local',
    key: JWT_STORAGE_KEY,
    // Holds: the login token, sent as Authorization (docs/requests.md#the-session-token). Last:
    // a logout removes it after the rest (clearOnLogout).
    keptAfterLogout: false,
  },
];

function area(name: StoredItem['area']): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy modes); the app then behaves as signed out.
    return null;
  }
}

export function readStored(item: StoredItem): string | null {
  try {
    return area(item.area)?.getItem(item.key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(item: StoredItem, value: string): void {
  try {
    area(item.area)?.setItem(item.key, value);
  } catch {
    // Full or disabled storage: the value is simply not remembered.
  }
}

export function removeStored(item: StoredItem): void {
  try {
    area(item.area)?.removeItem(item.key);
  } catch {
    // Disabled storage holds nothing to remove.
  }
}

/** The item stored under `key`; every key the app uses is in the table. */
export function storedItem(key: string): StoredItem {
  const item = STORED_ITEMS.find((i) => i.key === key);
  if (!item) throw new Error(`${key} is not in STORED_ITEMS (src/lib/browserStorage.ts)`);
  return item;
}

/**
 * Logout and Switch Accounts: removes everything that must not outlive the person's session, in
 * the table's order, so the token last: the app's other tabs learn of the end from the token's
 * removal, and by then the rest is gone (docs/requests.md#other-tabs).
 */
export function clearOnLogout(): void {
  for (const item of STORED_ITEMS) if (!item.keptAfterLogout) removeStored(item);
}
