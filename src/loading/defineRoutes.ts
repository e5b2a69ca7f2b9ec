import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { MainProgress, SignerProgressStep } from '../features/progress/progressSteps';

/**
 * Who may open a route (docs/routing.md#roles-and-who-may-open-what). The router wraps each
 * screen accordingly:
 * - `anyone`: anonymous visitors too;
 * - `registration`: the registration gate decides (not accepting applications without a referrer
 *   where the organisation requires one);
 * - `signed-in`: a session, otherwise the login page;
 * - `applicant`: a session and the application in the path (the application's own route checks
 *   the application and runs the routing around the screen).
 */
export type RouteAccess = 'anyone' | 'registration' | 'signed-in' | 'applicant';

/**
 * A feature's route titles, by route path (its `titles.ts`): each route's heading, and the
 * document title after the company's short name. Messages, written out in the page's language
 * (docs/language.md#how-the-words-reach-the-page). Each screen module of the feature passes them
 * on (`export { titles } from '../titles'`), so a route's heading comes in its screen's chunk, not
 * with the first screen (docs/performance.md#route-titles).
 */
export type RouteTitles = Readonly<Record<string, MessageDescriptor>>;

/** States a feature's titles (the only check: each is a message). */
export const defineTitles = (titles: RouteTitles) => titles;

/**
 * One route of the manifest: everything the app needs to know about a screen, written once. The
 * router, the lazy loading, the page title and heading, the progress panel and the tests'
 * expectations are derived from these entries.
 */
export interface RouteEntry<Path extends string = string, Progress extends string = string> {
  /** Relative to its area (see the area's definer); `:name` stands for one path segment. */
  path: Path;
  /**
   * Loads the screen, its own chunk: `() => import('./screens/...')`. The module passes on its
   * feature's titles; `titles[path]` is this route's.
   */
  screen: () => Promise<{ default: ComponentType; titles: RouteTitles }>;
  /** The progress panel's step this route belongs to; null marks none (error pages). */
  progress: Progress | null;
  access: RouteAccess;
}

/** Routes under /account/heloc/{uuid}/: the application's steps. */
export type ApplicationRouteEntry<Path extends string = string> = RouteEntry<Path, MainProgress> & {
  access: 'applicant';
};
/** Routes under /account/heloc/heloc-signer/: the additional signer's area. */
export type SignerRouteEntry<Path extends string = string> = RouteEntry<Path, SignerProgressStep>;
/** Routes under /account/heloc/register/ ('' is /register itself). */
export type RegistrationRouteEntry<Path extends string = string> = RouteEntry<Path, never>;
/** Other routes directly under /account/heloc/. */
export type PageRouteEntry<Path extends string = string> = RouteEntry<Path, never>;

/*
 * The definers only check the entries and keep each path as a literal type, so that the step
 * paths the routing may return are a type (ApplicationStep in ./manifest).
 */
export const defineApplicationRoutes = <const Path extends string>(
  routes: readonly ApplicationRouteEntry<Path>[],
) => routes;
export const defineSignerRoutes = <const Path extends string>(
  routes: readonly SignerRouteEntry<Path>[],
) => routes;
export const defineRegistrationRoutes = <const Path extends string>(
  routes: readonly RegistrationRouteEntry<Path>[],
) => routes;
export const definePageRoutes = <const Path extends string>(
  routes: readonly PageRouteEntry<Path>[],
) => routes;

/** The concrete paths a route pattern stands for: `income/upload/:type` is `income/upload/${string}`. */
export type PathOf<Pattern extends string> = Pattern extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${PathOf<Tail>}`
  : Pattern extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Pattern;
