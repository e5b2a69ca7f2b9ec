/**
 * An SSN on its way to the lender, kept out of the Redux store.
 *
 * RTK Query keeps a mutation's arguments in the store (`api.mutations[id].originalArgs`) and in
 * its actions (`meta.arg`), which DevTools and the action log see. So a call that sends an SSN
 * takes a handle instead: the screen holds the digits here, passes the handle as the argument,
 * and the endpoint's `query` takes the digits back once, when it builds the request body (which
 * RTK Query does not keep). The digits are forgotten as they are taken, or when the screen
 * releases the handle after the call, whichever comes first.
 */
const held = new Map<string, string>();
let counter = 0;

/** Holds `digits` for one request; the handle says nothing about them. */
export function holdSsn(digits: string): string {
  counter += 1;
  const handle = `ssn-handle-${counter}`;
  held.set(handle, digits);
  return handle;
}

/** The digits a handle holds, forgotten as they are read; undefined when already taken. */
export function takeSsn(handle: string): string | undefined {
  const digits = held.get(handle);
  held.delete(handle);
  return digits;
}

/** Forgets a handle's digits if the request never took them. */
export function releaseSsn(handle: string): void {
  held.delete(handle);
}

/** How many SSNs are held right now (tests: nothing is left behind). */
export const heldSsnCount = () => held.size;
