import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeatureFlag } from '../featureFlags';
import { BASE_PATH, isUuid, relativeToBase } from '../navigation';
import { isRecord } from '../../contract/isRecord';

/**
 * docs/supporting-areas.md#maintenance-page: the maintenance page's defaults, word for word, as
 * messages written out in the page's language; the flag's own words are shown as they are.
 */
export const MAINTENANCE_DEFAULT_TITLE = msg`Scheduled Maintenance`;
export const MAINTENANCE_DEFAULT_MESSAGE = msg`We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!`;

/** The flag's words (a string), or a default of the app's (a message). */
export type MaintenanceText = string | MessageDescriptor;

/** The route entry that puts every page under maintenance. */
export const EVERY_PAGE = '*';

/** The maintenance flag's variables (docs/supporting-areas.md#maintenance-page), read leniently. */
export interface MaintenanceSettings {
  /** Route entries, trimmed, empty ones dropped. */
  routes: string[];
  title: MaintenanceText;
  message: MaintenanceText;
  showDashboardLink: boolean;
}

/** What the maintenance page shows. */
export interface Maintenance {
  title: MaintenanceText;
  message: MaintenanceText;
  showDashboardLink: boolean;
}

const text = (v: unknown, fallback: MessageDescriptor): MaintenanceText =>
  typeof v === 'string' && v.trim() ? v.trim() : fallback;

const routeList = (v: unknown): string[] =>
  Array.isArray(v)
    ? v
        .filter((e): e is string => typeof e === 'string')
        .map((e) => e.trim())
        .filter(Boolean)
    : typeof v === 'string' && v.trim()
      ? [v.trim()]
      : [];

/**
 * `routes` is a JSON list, given as a string or already parsed. A string that is not JSON is
 * read as a comma-separated list ("*", "product/select, liens"), unless it looks like a broken
 * JSON list or object ("[..." or "{..."): that is malformed, so no page is under maintenance.
 */
export function readRoutes(value: unknown): string[] {
  if (typeof value !== 'string') return routeList(value);
  const trimmed = value.trim();
  if (!trimmed) return [];
  try {
    return routeList(JSON.parse(trimmed));
  } catch {
    if (/^[[{"]/.test(trimmed)) return [];
    return routeList(trimmed.split(','));
  }
}

/** true, or the text "true" in any case; anything else is false. */
export function readFlagBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

/** Every variable of the flag, each falling back to its default on its own. */
export function readMaintenanceVariables(variables: unknown): MaintenanceSettings {
  const v = isRecord(variables) ? variables : {};
  return {
    routes: readRoutes(v.routes),
    title: text(v.pageTitle, MAINTENANCE_DEFAULT_TITLE),
    message: text(v.message, MAINTENANCE_DEFAULT_MESSAGE),
    showDashboardLink: readFlagBoolean(v.shouldShowDashboardLink),
  };
}

/** A route entry as path segments relative to the base, or null for "every page". */
function entrySegments(entry: string): string[] | null {
  let path = entry
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '') // a full address: keep its path
    .replace(/[?#].*$/, '');
  if (path === EVERY_PAGE || path === `/${EVERY_PAGE}`) return null;
  path = path.replace(/\/\*$/, ''); // "heloc-signer/*" is "heloc-signer" and the pages under it
  if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`)) path = path.slice(BASE_PATH.length);
  return path.split('/').filter(Boolean);
}

/** `:uuid` matches an application uuid; any other `:name` matches any one segment. */
const sameSegment = (pattern: string, segment: string) => {
  if (pattern.toLowerCase() === ':uuid') return isUuid(segment);
  return pattern.startsWith(':') || pattern.toLowerCase() === segment.toLowerCase();
};

/** The entry's segments begin the page's segments (the page is the entry or under it). */
const startsWith = (page: string[], entry: string[]) =>
  entry.length <= page.length && entry.every((p, i) => sameSegment(p, page[i]!));

/**
 * Does a route entry cover the page at `pathname`? Entries are relative to /account/heloc/ (a
 * leading slash or the base itself may be written too). On an application page the uuid segment
 * may be written `:uuid` or left out, so "product/select",
 * ":uuid/product/select" and "/account/heloc/:uuid/product/select" all cover
 * /account/heloc/{uuid}/product/select. An entry also covers the pages under it; "*" covers every
 * page. An entry naming nothing ("/" or the base) covers only the root page. Segments compare
 * without regard to case.
 */
export function routeMatches(entry: string, pathname: string): boolean {
  const pattern = entrySegments(entry);
  if (pattern === null) return true;
  const relative = relativeToBase(pathname);
  if (relative === null) return false;
  const page = relative.split('/').filter(Boolean);
  if (pattern.length === 0) return page.length === 0;
  if (startsWith(page, pattern)) return true;
  // The uuid left out: the entry is matched against the page's path after the uuid.
  return isUuid(page[0]) && startsWith(page.slice(1), pattern);
}

/**
 * The maintenance the page at `pathname` is under, or null: only when the flag is enabled and
 * one of its routes covers the page.
 */
export function maintenanceFor(
  flag: Pick<FeatureFlag, 'flagEnabled' | 'variables'> | null | undefined,
  pathname: string,
): Maintenance | null {
  if (!flag?.flagEnabled) return null;
  const settings = readMaintenanceVariables(flag.variables);
  if (!settings.routes.some((entry) => routeMatches(entry, pathname))) return null;
  return {
    title: settings.title,
    message: settings.message,
    showDashboardLink: settings.showDashboardLink,
  };
}
