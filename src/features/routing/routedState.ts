/** Navigation state a routed step receives (offer selection reads from and decision). */
export interface RoutedState {
  routed: true;
  from?: string;
  decision?: string | null;
  /** The root leaves for /dashboard when the routing sent the applicant there. */
  leaveForDashboard?: boolean;
}

export function isRoutedState(state: unknown): state is RoutedState {
  return typeof state === 'object' && state !== null && (state as RoutedState).routed === true;
}
