import type { ServerState } from '../../contract/serverStates';
import { appPath, DASHBOARD_PATH, SIGNER_RESUME_PATH } from '../navigation';
import { isAdditionalSigner } from '../profile';
import { fallbackDestination, ROOT, serverDestination, type StepPath } from './destinations';
import { type LocalStep, localStepMachine, type TrailEntry } from './localStepMachine';
import type { RoutingSnapshot } from './snapshot';

/** Why an applicant was routed where they were: kept in the store, printed by `npm run route`. */
export interface RoutingDecision {
  /**
   * Where to go: /account/heloc/{uuid}/{step}, the root /account/heloc/, /dashboard, or the
   * additional signer's area.
   */
  path: string;
  /** The step relative to the application ('' for the root), or null outside the application. */
  step: StepPath | null;
  rule: string;
  /**
   * What decided: the server state table, the local step machine, missing records, or the
   * person being an additional signer.
   */
  source: 'server' | 'local' | 'missing' | 'signer';
  serverState: ServerState | null;
  localStep: LocalStep;
  trail: TrailEntry[];
  /** Offer selection carries these to product/select (docs/routing.md#where-each-state-leads). */
  from?: StepPath;
  decision?: string | null;
  /** The case is logged: missing records, or a local step without a fallback row. */
  logged: boolean;
}

/**
 * docs/routing.md for one snapshot, with the server state taken as it is (the sagas do the polling
 * before they ask). Server state first; an unmatched state falls back to the local step machine; a
 * missing application or profile goes to /dashboard. An additional signer
 * (docs/routing.md#roles-and-who-may-open-what) never takes the borrower's steps: they go to the
 * signer area, whose resume page finds their own step.
 */
export function decideRoute(snapshot: RoutingSnapshot): RoutingDecision {
  const { serverState, status, application, profile } = snapshot;
  const { step: localStep, trail } = localStepMachine({ profile, application, status });
  const base = { serverState, localStep, trail };

  if (!application || !profile) {
    return {
      ...base,
      path: DASHBOARD_PATH,
      step: null,
      rule: !application ? 'missing application' : 'missing profile',
      source: 'missing',
      logged: true,
    };
  }

  if (isAdditionalSigner(profile, application)) {
    return {
      ...base,
      path: SIGNER_RESUME_PATH,
      step: null,
      rule: 'additional signer: the signer area (docs/routing.md#roles-and-who-may-open-what)',
      source: 'signer',
      logged: false,
    };
  }

  const pathOf = (step: StepPath) =>
    step === ROOT ? appPath() : appPath(`${application.uuid}/${step}`);

  const server = serverDestination(serverState, status, application);
  if (server) {
    return {
      ...base,
      path: pathOf(server.step),
      step: server.step,
      rule: server.rule,
      source: 'server',
      ...(server.from !== undefined ? { from: server.from } : {}),
      ...(server.decision !== undefined ? { decision: server.decision } : {}),
      logged: false,
    };
  }

  const fallback = fallbackDestination(localStep, status, application);
  return {
    ...base,
    path: pathOf(fallback.step),
    step: fallback.step,
    rule: serverState ? `unmatched server state ${serverState}; ${fallback.rule}` : fallback.rule,
    source: 'local',
    logged: fallback.unlisted || trail.some((entry) => entry.kind === 'guard failed'),
  };
}
