/**
 * `npm run bench:routing`: the time per routing decision, and the heap left over after 10,000
 * simulated status polls through the real store and sagas (budget: nothing that stays).
 * Prints figures; exits 1 only when the heap grows past the noise allowance.
 */
// The environment first: the app's modules read it as they load.
import {
  application,
  APPLICATION_UUID,
  counters,
  profile,
  realSetTimeout,
} from './bench/routingEnvironment';
import { performance } from 'node:perf_hooks';
import { appStopped } from '../src/app/appEvents';
import { makeStore } from '../src/app/store';
import { readApplication } from '../src/contract/application';
import { createMemoryHistory } from '../src/features/navigation/history';
import { readProfile } from '../src/contract/profile';
import { BPO_STATUS, UW_SUB_DECISION } from '../src/contract/status';
import { decideRoute } from '../src/features/routing/decideRoute';
import { routingRequested } from '../src/features/routing/routingSlice';

const POLL_CYCLES = 10_000;
const DECISIONS = 200_000;
/** Heap measurements move by a few hundred KiB between identical runs; more than this stays. */
const HEAP_NOISE_BYTES = 2 * 1024 * 1024;

async function main() {
  // 1. Decisions.
  const snapshots = (
    ['OFFER_SELECTION', 'BPO_ORDER', null, 'WAITING_FOR_CREDIT', 'DEED_SIGNING'] as const
  ).map((serverState) => ({
    serverState,
    status: {
      liensComplete: true,
      bpo: BPO_STATUS.REQUIRED,
      uwSubDecision: UW_SUB_DECISION.VERIFIED_OFFER,
    },
    profile: readProfile(profile),
    application: readApplication(application),
  }));
  for (let i = 0; i < 20_000; i += 1) decideRoute(snapshots[i % snapshots.length]!);
  const started = performance.now();
  for (let i = 0; i < DECISIONS; i += 1) decideRoute(snapshots[i % snapshots.length]!);
  const perDecisionUs = ((performance.now() - started) * 1000) / DECISIONS;

  // 2. Poll cycles through the real store: routing runs of 14 waiting reads each.
  const gc = (globalThis as { gc?: () => void }).gc;
  const heap = () => {
    gc?.();
    gc?.();
    return process.memoryUsage().heapUsed;
  };
  const history = createMemoryHistory(`/account/heloc/${APPLICATION_UUID}`);
  const store = makeStore(
    { navigation: { location: history.location, navigationType: 'POP' } },
    { history },
  );
  const runUntil = async (reads: number) => {
    while (counters.statusReads < reads) {
      const before = counters.statusReads;
      store.dispatch(
        routingRequested({ applicationUuid: APPLICATION_UUID, trigger: 'submission' }),
      );
      while (store.getState().routing.phase !== 'idle' || counters.statusReads === before) {
        await new Promise((resolve) => realSetTimeout(resolve, 0));
      }
    }
  };
  await runUntil(1000); // warm-up: caches, JIT, the first decisions kept
  const heapBefore = heap();
  const readsBefore = counters.statusReads;
  const pollStarted = performance.now();
  await runUntil(readsBefore + POLL_CYCLES);
  const pollMs = performance.now() - pollStarted;
  const heapAfter = heap();
  store.dispatch(appStopped());
  const growth = heapAfter - heapBefore;

  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`Routing decision: ${perDecisionUs.toFixed(2)} µs each (${DECISIONS} decisions)`);
  console.log(
    `Poll cycles: ${counters.statusReads - readsBefore} status reads in ${pollMs.toFixed(0)} ms; heap ${kib(heapBefore)} -> ${kib(heapAfter)}, left over ${kib(growth)}${gc ? '' : ' (no --expose-gc: figures are rough)'}`,
  );
  console.log(
    `Budget: nothing that stays (noise allowance ${kib(HEAP_NOISE_BYTES)}): ${growth <= HEAP_NOISE_BYTES ? 'within' : 'OVER'}`,
  );
  if (growth > HEAP_NOISE_BYTES) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
