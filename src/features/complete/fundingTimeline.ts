import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServerState } from '../../contract/serverStates';
import { type ChecklistStatus, STATUS_CONDITION } from '../../contract/status';
import type { StatusObject } from '../status';

/**
 * The funding timeline of the complete screen (pure): the stages after the notary, in order,
 * and which one the application is in.
 */
export const FUNDING_STAGES = [
  {
    id: 'rescission',
    label: msg`Rescission`,
    text: msg`Your right to cancel: the 3 business days after your transaction, in which you may cancel your line at no cost. We fund your line only once they are over.`,
  },
  {
    id: 'recording',
    label: msg`Recording`,
    text: msg`Your county records the deed of trust that secures your line.`,
  },
  {
    id: 'fundable',
    label: msg`Fundable`,
    text: msg`Every check is done and your line is ready to fund.`,
  },
  {
    id: 'funded',
    label: msg`Funded`,
    text: msg`We send the money to your bank account and your line is open.`,
  },
] as const;

export type FundingStageId = (typeof FUNDING_STAGES)[number]['id'];
export type StageState = 'done' | 'current' | 'upcoming';

const STAGE_INDEX = Object.fromEntries(
  FUNDING_STAGES.map((stage, index) => [stage.id, index]),
) as Record<FundingStageId, number>;

/** status.checklistStatus (docs/routing.md#server-states) to its stage; GEN_RESCISSION is rescission. */
const CHECKLIST_STAGES: Record<ChecklistStatus, FundingStageId> = {
  GEN_RESCISSION: 'rescission',
  RESCISSION: 'rescission',
  RECORDING: 'recording',
  FUNDABLE: 'fundable',
};

/** Server states that route to complete, read as stages where they say more than the checklist. */
const SERVER_STATE_STAGES: Record<string, FundingStageId> = {
  RESCISSION: 'rescission',
  RECORDING: 'recording',
  FUNDABLE: 'fundable',
  DIRECT_DEBT_PAYOFF: 'fundable',
  FUNDING_DECISION: 'fundable',
  COMPLETE: 'funded',
};

export interface FundingFacts {
  serverState: ServerState | null;
  status: StatusObject | null;
  /** The application's own step (docs/journey.md#after-the-notary: ... FUNDABLE, COMPLETE). */
  applicationState?: string | null;
  /** When the lender funded the line, as its funding record says (docs/journey.md#a-funded-line). */
  fundedAt?: string | null;
}

/**
 * Where the application is: the furthest stage that the checklist status, the server state, the
 * application's step, the "funded" condition or the lender's funding record says: once any of
 * them says funded, Funded is the stage, and done (stageState). Reading chosen where the lender is silent:
 * with none of them known yet (just after the notary), the first stage, rescission.
 */
export function currentFundingStage({
  serverState,
  status,
  applicationState,
  fundedAt,
}: FundingFacts): FundingStageId {
  const candidates: (FundingStageId | undefined)[] = [
    'rescission',
    status?.checklistStatus ? CHECKLIST_STAGES[status.checklistStatus] : undefined,
    SERVER_STATE_STAGES[serverState ?? ''],
    SERVER_STATE_STAGES[applicationState ?? ''],
    status?.condition === STATUS_CONDITION.FUNDED ? 'funded' : undefined,
    fundedAt ? 'funded' : undefined,
  ];
  return candidates.reduce<FundingStageId>(
    (furthest, stage) => (stage && STAGE_INDEX[stage] > STAGE_INDEX[furthest] ? stage : furthest),
    'rescission',
  );
}

/** Each stage before the current one is done; the last stage is done once reached. */
export function stageState(stage: FundingStageId, current: FundingStageId): StageState {
  const [index, currentIndex] = [STAGE_INDEX[stage], STAGE_INDEX[current]];
  if (index < currentIndex) return 'done';
  if (index > currentIndex) return 'upcoming';
  return index === FUNDING_STAGES.length - 1 ? 'done' : 'current';
}

/** The words that say each stage's state (never colour alone). */
export const STAGE_STATE_TEXT: Record<StageState, MessageDescriptor> = {
  done: msg`Done`,
  current: msg`In progress`,
  upcoming: msg`Coming up`,
};
