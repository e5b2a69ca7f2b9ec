/**
 * The route manifest: every feature's routes, gathered. Adding a step screen is one entry in its
 * feature's routes.ts and one screen file; the router (AppRoutes), the lazy chunks, the titles,
 * the progress panel and the tests' route expectations all read these lists.
 */
import { bankRoutes } from '../../features/bank/routes';
import { bpoRoutes } from '../../features/bpo/routes';
import { completeRoutes } from '../../features/complete/routes';
import { conditionsRoutes } from '../../features/conditions/routes';
import { copiesRoutes } from '../../features/copies/routes';
import { creditRoutes } from '../../features/credit/routes';
import { disclosuresRoutes } from '../../features/disclosures/routes';
import { errorsRoutes } from '../../features/errors/routes';
import { holdRoutes } from '../../features/hold/routes';
import { identityRoutes } from '../../features/identity/routes';
import { incomeRoutes } from '../../features/income/routes';
import { insuranceRoutes } from '../../features/insurance/routes';
import { liensRoutes } from '../../features/liens/routes';
import { merchantRoutes } from '../../features/merchant/routes';
import { notaryRoutes } from '../../features/notary/routes';
import { payoffRoutes } from '../../features/payoff/routes';
import { plaidOauthRoutes } from '../../features/plaidOauth/routes';
import { productRoutes } from '../../features/product/routes';
import { registrationRoutes } from '../../features/registration/routes';
import { reviewAppRoutes } from '../../features/reviewApp/routes';
import { signerRoutes } from '../../features/signer/routes';
import { signingRoutes } from '../../features/signing/routes';
import { startRoutes } from '../../features/start/routes';
import type { PathOf } from '../../loading/defineRoutes';
import { routeServing } from '../../loading/routeServing';

/** Under /account/heloc/{uuid}/ (docs/shell.md#routes). */
export const APPLICATION_ROUTES = [
  ...bankRoutes,
  ...bpoRoutes,
  ...completeRoutes,
  ...conditionsRoutes,
  ...copiesRoutes,
  ...creditRoutes,
  ...disclosuresRoutes,
  ...errorsRoutes,
  ...holdRoutes,
  ...identityRoutes,
  ...incomeRoutes,
  ...insuranceRoutes,
  ...liensRoutes,
  ...merchantRoutes,
  ...notaryRoutes,
  ...payoffRoutes,
  ...productRoutes,
  ...reviewAppRoutes,
  ...signingRoutes,
  ...startRoutes,
];

/** Under /account/heloc/heloc-signer/ (docs/shell.md#routes). */
export const SIGNER_ROUTES = [...signerRoutes];

/** Under /account/heloc/register/ (docs/shell.md#routes). */
export const REGISTRATION_ROUTES = [...registrationRoutes];

/** Other screens directly under /account/heloc/ (docs/shell.md#routes). */
export const PAGE_ROUTES = [...plaidOauthRoutes];

/** A route pattern of the application's area, e.g. `income/upload/:type`. */
export type ApplicationRoutePath = (typeof APPLICATION_ROUTES)[number]['path'];

/**
 * A step an applicant can be sent to: a concrete path under /account/heloc/{uuid}/ that a route
 * of the manifest serves. The routing tables are typed with it, so a destination without a
 * route does not compile.
 */
export type ApplicationStep = PathOf<ApplicationRoutePath>;

/** The manifest entry serving a path under /account/heloc/{uuid}/, or null. */
export const applicationRouteFor = (step: string) => routeServing(APPLICATION_ROUTES, step);

/** The manifest entry serving a path under /account/heloc/heloc-signer/, or null. */
export const signerRouteFor = (route: string) => routeServing(SIGNER_ROUTES, route);
