/**
 * Flags and experiments around an application (docs/telemetry.md#flags-and-experiments), loaded with
 * the shell's extras (src/app/lateSagas.ts):
 * - the relative-URL flag, once per page load, choosing the base of relative paths;
 * - for each application opened: the user's flags (v1 features) with the optimize user's
 *   attributes; for each flag that is an experiment, the decision (v2) and its variation recorded
 *   on the application (PATCH .../experiments), once per application and page load;
 * - the tracker: read from the lender (GET .../optermizerly-profile) and sent when this browser
 *   has one and the lender has none (PATCH ...?identityUuid=);
 * - the session-replay link, sent once per application (from this tab: a reload keeps the same
 *   replay) when the page has a replay tool.
 * None of it is shown or awaited: a failure is logged and the app goes on.
 */
import { call, fork, race, select, take, type SagaGenerator } from 'typed-redux-saga';
import { mutate, query } from '../../api/sagaQuery';
import { hasSession } from '../../api/session';
import { setServiceBase } from '../../api/serviceBase';
import { serviceBaseFrom } from './serviceBase';
import type { RootState } from '../../app/store';
import {
  readStored,
  SESSION_REPLAY_LINKS_STORAGE_KEY,
  storedItem,
  writeStored,
} from '../../lib/browserStorage';
import { log } from '../../lib/logger';
import { wait } from '../../lib/sagaTimers';
import { sessionReplayUrl } from '../../lib/sessionReplay';
import type { OptimizeUser, Variation } from '../../contract/featureFlagRequests';
import { isUuid } from '../../contract/uuid';
import { selectCurrentApplication } from '../application';
import { selectOrgCode } from '../organisation';
import { selectProfile } from '../profile';
import { applicationRouteChanged } from '../routing';
import { readStoredTracker } from '../telemetry';
import { experimentsApi } from './experimentsApi';
import { featureFlagsApi } from './featureFlagsApi';
import { type ApplicationRoute, selectApplicationRoute } from '../navigation';

/** docs/telemetry.md#flags-and-experiments: the relative-URL flag, choosing the services' base. */
export const RELATIVE_URL_FLAG = 'fe-relative-url-heloc';
/** How long an opened application may take to load before its experiments are given up. */
export const APPLICATION_WAIT_MS = 30_000;

/**
 * The optimize user (docs/telemetry.md#flags-and-experiments: organization, application uuid, createdAt, identity
 * uuid, tracker id), from the store and this browser's tracker.
 */
export function optimizeUserOf(state: RootState, trackerId: string | null): OptimizeUser {
  const application = selectCurrentApplication(state);
  return {
    organization: selectOrgCode(state),
    applicationUuid: application?.uuid ?? null,
    createdAt: application?.auditFields?.createdDate ?? null,
    identityUuid: selectProfile(state)?.uuid ?? null,
    trackerId,
  };
}

/** An experiment is a flag whose variables name it (`experimentName`). */
export function experimentNameOf(variables: Record<string, unknown>): string | null {
  const name = variables.experimentName;
  return typeof name === 'string' && /^[\w.-]{1,100}$/.test(name) ? name : null;
}

/**
 * docs/telemetry.md#flags-and-experiments: "variation when on for this user, else control".
 */
export const variationOf = (enabled: boolean): Variation => (enabled ? 'variation' : 'control');

function* chooseServiceBase(): SagaGenerator<void> {
  const organization = yield* select(selectOrgCode);
  const flag = yield* query(
    featureFlagsApi.endpoints.getFeatureFlag,
    {
      featureKey: RELATIVE_URL_FLAG,
      optimizeUser: { organization, trackerId: readStoredTracker() },
    },
    false,
  );
  if (flag.error) {
    yield* call(log, 'info' as const, 'relative-URL flag not read; services stay on this origin', {
      status: flag.error.status,
    });
    return;
  }
  setServiceBase(serviceBaseFrom(flag.data, window.location));
}

/** Waits until the application and the profile are loaded; null after APPLICATION_WAIT_MS. */
function* loadedState(applicationUuid: string): SagaGenerator<RootState | null> {
  const ready = (state: RootState) =>
    selectCurrentApplication(state)?.uuid === applicationUuid && selectProfile(state) !== null;
  const outcome = yield* race({
    state: call(function* untilReady(): SagaGenerator<RootState> {
      for (;;) {
        const state = yield* select((s: RootState) => s);
        if (ready(state)) return state;
        yield* take('*');
      }
    }),
    timeout: wait(APPLICATION_WAIT_MS),
  });
  return outcome.state ?? null;
}

function* syncTracker(identityUuid: string): SagaGenerator<void> {
  const profile = yield* query(experimentsApi.endpoints.getOptimizeProfile, undefined, true);
  if (profile.error) {
    yield* call(log, 'info' as const, 'optimize profile not read', {
      status: profile.error.status,
    });
    return;
  }
  const tracker = readStoredTracker();
  if (profile.data.optimizelyProfileUuid || !tracker) return;
  const sent = yield* mutate(experimentsApi.endpoints.sendTrackerUuid, {
    identityUuid,
    trackerUuid: tracker,
  });
  if (sent.error) {
    yield* call(log, 'info' as const, 'tracker not sent', { status: sent.error.status });
  }
}

function* runApplicationExperiments(
  applicationUuid: string,
  tracker: { checked: boolean },
): SagaGenerator<void> {
  const state = yield* loadedState(applicationUuid);
  if (!state) return;
  const identityUuid = selectProfile(state)?.uuid;
  if (!tracker.checked && identityUuid) {
    tracker.checked = true;
    yield* fork(syncTracker, identityUuid);
  }
  const optimizeUser = optimizeUserOf(state, readStoredTracker());
  const features = yield* query(experimentsApi.endpoints.getUserFeatures, { optimizeUser }, true);
  if (features.error) {
    yield* call(log, 'info' as const, 'flags not read', { status: features.error.status });
    return;
  }
  for (const feature of features.data) {
    const experimentName = experimentNameOf(feature.variables);
    if (!experimentName) continue;
    const decision = yield* query(
      experimentsApi.endpoints.getDecision,
      { flagKey: feature.featureKey, optimizeUser },
      true,
    );
    if (decision.error) {
      yield* call(log, 'info' as const, 'decision not read', {
        flagKey: feature.featureKey,
        status: decision.error.status,
      });
      continue;
    }
    const variation = variationOf(decision.data.enabled);
    const recorded = yield* mutate(experimentsApi.endpoints.recordExperimentVariation, {
      applicationUuid,
      experiments: [{ experimentName, variation }],
    });
    if (recorded.error) {
      yield* call(log, 'info' as const, 'experiment not recorded', {
        experimentName,
        status: recorded.error.status,
      });
    }
  }
}

const linksItem = () => storedItem(SESSION_REPLAY_LINKS_STORAGE_KEY);

/** The applications whose replay link this tab has sent (a reload keeps the same replay). */
function linkedApplications(): Set<string> {
  try {
    const value: unknown = JSON.parse(readStored(linksItem()) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is string => isUuid(v)) : []);
  } catch {
    return new Set();
  }
}

export function* runExperiments(): SagaGenerator<void> {
  yield* fork(chooseServiceBase);
  const opened = new Set<string>();
  const linked = linkedApplications();
  // The tracker is checked once per page load, with the first application's identity.
  const tracker = { checked: false };

  function* follow(route: ApplicationRoute | null): SagaGenerator<void> {
    const applicationUuid = route && hasSession() ? route.applicationUuid : null;
    if (!applicationUuid) return;
    if (!opened.has(applicationUuid)) {
      opened.add(applicationUuid);
      yield* fork(runApplicationExperiments, applicationUuid, tracker);
    }
    // The replay tool may start capturing after the page opens: asked again on each route
    // change until a link has been sent for this application.
    const link = linked.has(applicationUuid) ? null : sessionReplayUrl();
    if (link) {
      linked.add(applicationUuid);
      yield* fork(function* sendLink(): SagaGenerator<void> {
        const sent = yield* mutate(experimentsApi.endpoints.sendSessionReplayLink, {
          applicationUuid,
          link,
        });
        if (sent.error) linked.delete(applicationUuid);
        else writeStored(linksItem(), JSON.stringify([...linked]));
      });
    }
  }

  yield* follow(yield* select(selectApplicationRoute));
  for (;;) {
    const action = yield* take(applicationRouteChanged);
    yield* follow(action.payload.current);
  }
}
