import type { makeStore } from '../../src/app/store';

/** The actions dispatched on `store` from now on, in order (the store still reduces them). */
export function recordDispatches(store: ReturnType<typeof makeStore>) {
  const dispatched: { type: string; payload?: unknown }[] = [];
  const original = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: unknown }) => {
    dispatched.push(action);
    return original(action as never);
  }) as typeof store.dispatch;
  return dispatched;
}
