import type { ApplicationRouteEntry, SignerRouteEntry } from '../../loading/defineRoutes';

/**
 * The route manifest's lists, where the progress panel looks up which step a route belongs to
 * (the `progress` of the entry serving it). The manifest gathers every feature's routes, so it
 * sits above the features: the app gives its lists here when it makes its store
 * (docs/architecture.md#layers). Until then no route marks a step.
 */
export const routeManifest: {
  /** The routes under /account/heloc/{uuid}/. */
  application: readonly ApplicationRouteEntry[];
  /** The routes under /account/heloc/heloc-signer/. */
  signer: readonly SignerRouteEntry[];
} = { application: [], signer: [] };

export const provideRouteManifest = (provided: typeof routeManifest) =>
  Object.assign(routeManifest, provided);
