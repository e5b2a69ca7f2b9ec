/**
 * The collector of Content-Security-Policy violation reports (the policy's report-uri). A lender
 * points this at its own error reporting; the sandbox prints one line per violation on its
 * terminal, so a developer running `npm start` sees at once when a screen breaks the policy.
 * Reports also land in the request log (GET /__sandbox/requests).
 */
import { Router } from 'express';
import { isRecord } from '../../contract/isRecord';
import { CSP_REPORT_PATH } from '../securityHeaders';

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  source: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** file:line, or '' when the report names no file (a line alone says nothing). */
const sourceOf = (file: unknown, line: unknown): string =>
  text(file) ? [text(file), text(line)].filter(Boolean).join(':') : '';

/**
 * The violations in a report body: `{ "csp-report": {...} }` (report-uri) or a Reporting API
 * list `[{ type: "csp-violation", body: {...} }]`. Anything else holds none.
 */
export function violationsIn(body: unknown): CspViolation[] {
  if (isRecord(body) && isRecord(body['csp-report'])) {
    const r = body['csp-report'];
    return [
      {
        directive: text(r['effective-directive']) || text(r['violated-directive']),
        blocked: text(r['blocked-uri']),
        page: text(r['document-uri']),
        source: sourceOf(r['source-file'], r['line-number']),
      },
    ];
  }
  if (Array.isArray(body)) {
    return body
      .filter((entry) => isRecord(entry) && entry.type === 'csp-violation')
      .map((entry) => {
        const r = isRecord(entry.body) ? entry.body : {};
        return {
          directive: text(r.effectiveDirective),
          blocked: text(r.blockedURL),
          page: text(r.documentURL),
          source: sourceOf(r.sourceFile, r.lineNumber),
        };
      });
  }
  return [];
}

/** Where a page address ends: its path, without a query that may carry anything. */
function pathOf(address: string): string {
  try {
    return new URL(address).pathname;
  } catch {
    return address.split('?')[0] ?? '';
  }
}

export function cspReportsRouter(print: (line: string) => void): Router {
  const router = Router();
  router.post(CSP_REPORT_PATH, (req, res) => {
    for (const v of violationsIn(req.body)) {
      const where = v.source ? ` (${v.source})` : '';
      print(
        `CSP violation on ${pathOf(v.page)}: ${v.directive || 'a directive'} blocked ${v.blocked || 'something'}${where}`,
      );
    }
    res.status(204).end();
  });
  return router;
}
