/**
 * A secret on its way to the lender (a bank account number, with its routing number), kept out
 * of the Redux store. The same kind of handoff as ssnHandoff.ts, for any value:
 *
 * RTK Query keeps a mutation's arguments in the store (`api.mutations[id].originalArgs`) and in
 * its actions (`meta.arg`), which DevTools and the action log see. So a call that sends a secret
 * takes a handle instead: the screen holds the value here, passes the handle as the argument, and
 * the endpoint takes the value back once, when it builds the request body (which RTK Query does
 * not keep). The value is forgotten as it is taken, or when the screen releases the handle after
 * the call, whichever comes first.
 */
export interface Handoff<T> {
  /** Holds `value` for one request; the handle says nothing about it. */
  hold(value: T): string;
  /** The value a handle holds, forgotten as it is read; undefined when already taken. */
  take(handle: string): T | undefined;
  /** Forgets a handle's value if the request never took it. */
  release(handle: string): void;
  /**
   * Holds `value`, runs `call` with its handle, and releases the handle when the call settles
   * (whether or not the request took it).
   */
  handOver<R>(value: T, call: (handle: string) => Promise<R>): Promise<R>;
  /** How many values are held right now (tests: nothing is left behind). */
  heldCount(): number;
}

/** A handoff whose handles read `${kind}-handle-${n}` (e.g. "bank-account-handle-3"). */
export function createHandoff<T>(kind: string): Handoff<T> {
  const held = new Map<string, T>();
  let counter = 0;
  const handoff: Handoff<T> = {
    hold(value) {
      counter += 1;
      const handle = `${kind}-handle-${counter}`;
      held.set(handle, value);
      return handle;
    },
    take(handle) {
      const value = held.get(handle);
      held.delete(handle);
      return value;
    },
    release(handle) {
      held.delete(handle);
    },
    async handOver(value, call) {
      const handle = handoff.hold(value);
      try {
        return await call(handle);
      } finally {
        handoff.release(handle);
      }
    },
    heldCount: () => held.size,
  };
  return handoff;
}
