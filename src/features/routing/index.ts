/** The routing feature's public entry: what other features may import from it. */
export { ProcessingModal } from './ProcessingModal';
export { RoutingPending } from './RoutingPending';
export {
  applicationRouteChanged,
  applicationRouteOf,
  sameApplicationRoute,
  selectApplicationRoute,
} from './applicationRoute';
export type { ApplicationRoute } from './applicationRoute';
export { ROUTED_STEPS } from './destinations';
export { CONDITIONS_POLL_MS } from './polling';
export { isRoutedState } from './routedState';
export {
  routingRequested,
  selectLastDecision,
  selectRouting,
  selectRoutingPhase,
} from './routingSlice';
export { useStepSubmit } from './useStepSubmit';
