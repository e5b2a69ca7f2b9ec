/** The routing feature's public entry: what other features may import from it. */
export { ClosedStepNotice, STEP_CLOSED_NOTICE } from './ClosedStepNotice';
export { ProcessingModal } from './ProcessingModal';
export { FINDING_NEXT_STEP, RoutingPending } from './RoutingPending';
export { applicationRouteChanged } from './applicationRoute';
export { offerRouteValues } from './offerRoute';
export { ROUTED_STEPS } from './routedSteps';
export { stepScreenShown } from './stepShown';
export {
  CHANGE_FROM_SUMMARY,
  CHANGE_PARAM,
  isChangeFromSummary,
  SUMMARY_CHANGE_STEPS,
} from './navigationPolicy';
export { CONDITIONS_POLL_MS } from './polling';
export { isRoutedState } from './routedState';
export type { TrailEntry } from './localStepMachine';
export {
  routingRequested,
  selectLastDecision,
  selectRouting,
  selectRoutingPhase,
} from './routingSlice';
export { useRoutingCheck } from './useRoutingCheck';
export { useStepSubmit } from './useStepSubmit';
export { BACK_TO_SUMMARY_TEXT, SummaryReturnLink } from './SummaryReturnLink';
