import { eventChannel } from 'redux-saga';
import { call, take, type SagaGenerator } from 'typed-redux-saga';
import {
  clearOnLogout,
  HELOC_UUID_STORAGE_KEY,
  JWT_STORAGE_KEY,
  readStored,
  storedItem,
} from '../../lib/browserStorage';
import { log } from '../../lib/logger';
import { toSignIn } from './sessionSaga';

/** How the session ended in another tab, read from the storage it changed; null: it did not. */
export function endedElsewhere(
  event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>,
  applicationStillStored: boolean,
): 'left' | 'ended' | null {
  // `key` null: the other tab cleared the whole storage.
  const tokenRemoved =
    (event.key === JWT_STORAGE_KEY && event.oldValue !== null && event.newValue === null) ||
    event.key === null;
  if (!tokenRemoved) return null;
  // Logout and Switch Accounts remove the last application opened with the token; a session the
  // lender ended removes the token only (docs/requests.md#other-tabs).
  return applicationStillStored ? 'ended' : 'left';
}

/**
 * docs/requests.md#other-tabs: the session is one for every tab of the app (the token is in
 * local storage, which the browser shares between them and announces to the others with a
 * `storage` event). When another tab signs out, switches accounts or has its session ended by
 * the lender, this tab goes to the sign-in page as well; after a sign-out or Switch Accounts it
 * also removes what it kept for this tab alone (session storage).
 */
export function* runOtherTabs(): SagaGenerator<void> {
  if (typeof window === 'undefined') return;
  const storageEvents = eventChannel<StorageEvent>((emit) => {
    window.addEventListener('storage', emit);
    return () => window.removeEventListener('storage', emit);
  });
  try {
    for (;;) {
      const event = yield* take(storageEvents);
      const application = readStored(storedItem(HELOC_UUID_STORAGE_KEY)) !== null;
      const how = endedElsewhere(event, application);
      if (!how) continue;
      if (how === 'left') yield* call(clearOnLogout);
      yield* call(log, 'info' as const, 'session ended in another tab', { how });
      if (yield* call(toSignIn)) return;
    }
  } finally {
    storageEvents.close();
  }
}
