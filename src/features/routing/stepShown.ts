/**
 * Whether a page of an application shows its own screen (docs/routing.md#routed-pages):
 * a page the routing does not own at once; the application's root and a routed step once the
 * routing has settled on it without a failure. Until then the page shows "Finding your next
 * step", and, while the lender works, the processing modal.
 */
import { applicationRouteOf, sameApplicationRoute } from '../navigation';
import { ROUTED_STEPS } from './routedSteps';

export function stepScreenShown(
  routing: { settledPathname: string | null; failure: string | null },
  pathname: string,
): boolean {
  const route = applicationRouteOf(pathname);
  const step = route?.step ?? '';
  if (step !== '' && !ROUTED_STEPS.has(step)) return true;
  return (
    routing.settledPathname !== null &&
    sameApplicationRoute(applicationRouteOf(routing.settledPathname), route) &&
    !routing.failure
  );
}
