import { CANCEL, eventChannel } from 'redux-saga';
import { call, getContext, race, take, type SagaGenerator } from 'typed-redux-saga';
import { onPageVisibility, pageHidden } from './pageVisibility';

/**
 * The clock the sagas wait on. The root saga puts it in the saga context (`timers`), from its
 * options; a test can give its own, or fake the real one's setTimeout with jest's fake timers.
 */
export interface SagaTimers {
  /** Resolves after `ms`. A promise carrying redux-saga's CANCEL is cleared when cancelled. */
  delay(ms: number): Promise<void>;
}

/** setTimeout, cleared when the waiting saga is cancelled (as redux-saga's own delay is). */
export const realTimers: SagaTimers = {
  delay(ms) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    return Object.assign(waited, { [CANCEL]: () => clearTimeout(timer) });
  },
};

/** The saga context key the timers are kept under. */
export const SAGA_TIMERS = 'timers';

/** The timers of the saga context; the real ones for a saga run without it (a unit test). */
export function* sagaTimers(): SagaGenerator<SagaTimers> {
  return (yield* getContext<SagaTimers | undefined>(SAGA_TIMERS)) ?? realTimers;
}

/** Waits `ms` on the context's timers; cancellable like any effect. */
export function* wait(ms: number): SagaGenerator<void> {
  const timers = yield* sagaTimers();
  yield* call([timers, timers.delay], ms);
}

/** The page's visibility changes as a saga channel. */
const visibilityChanges = () =>
  eventChannel<'hidden' | 'shown'>((emit) =>
    onPageVisibility((hidden) => emit(hidden ? 'hidden' : 'shown')),
  );

/**
 * The wait between two periodic reads (docs/requests.md#a-tab-left-open): `ms` while the page is
 * in view. When the page is hidden the wait pauses; when it shows again the wait ends at once, so
 * the read comes now and the rhythm starts again from it. Cancellable like any effect.
 */
export function* waitWhileShown(ms: number): SagaGenerator<void> {
  const changes = visibilityChanges();
  try {
    if (!pageHidden()) {
      const { change } = yield* race({ tick: wait(ms), change: take(changes) });
      // In view all along; or a change that left the page in view (a repeated event): the read
      // is due.
      if (change === undefined || !pageHidden()) return;
    }
    // Hidden: nothing until the page shows again.
    while ((yield* take(changes)) === 'hidden');
  } finally {
    changes.close();
  }
}
