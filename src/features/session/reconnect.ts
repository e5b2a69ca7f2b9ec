import { eventChannel } from 'redux-saga';
import { put, take, type SagaGenerator } from 'typed-redux-saga';
import { baseApi } from '../../api/baseApi';

/**
 * docs/requests.md#offline: the browser's word that the connection went or came back, told to
 * the request layer, which fetches the queries in use again once it is back (RTK Query's
 * refetch on reconnect, src/api/baseApi.ts). Runs with the shell's late parts.
 */
export function* runReconnect(): SagaGenerator<void> {
  if (typeof window === 'undefined') return;
  const changes = eventChannel<Event>((emit) => {
    window.addEventListener('online', emit);
    window.addEventListener('offline', emit);
    return () => {
      window.removeEventListener('online', emit);
      window.removeEventListener('offline', emit);
    };
  });
  const { onOnline, onOffline } = baseApi.internalActions;
  try {
    for (;;) {
      const event = yield* take(changes);
      yield* put(event.type === 'online' ? onOnline() : onOffline());
    }
  } finally {
    changes.close();
  }
}
