/**
 * The parts of the nginx recipe (deploy/nginx/) written from the app's own sources, so that nginx
 * and the sandbox lender can never send different headers (docs/deployment.md#the-nginx-recipe):
 * `npm run nginx:config` writes them, and a unit test fails when the tracked files are not what
 * this module makes.
 *
 * - generated/policy.conf (http context): the page's Content-Security-Policy and
 *   Strict-Transport-Security by scheme, with the page's own host put in by nginx, and the largest
 *   body the lender takes (an upload).
 * - generated/page-headers.conf (server or location context): the page's headers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MULTIPART_LIMIT_BYTES } from '../../src/sandbox/multipart';
import { CSP_REPORT_PATH, pageSecurityHeaders } from '../../src/sandbox/securityHeaders';

/** The recipe's folder, deploy/nginx/. */
export const RECIPE_DIR = path.resolve(__dirname, '..', '..', 'deploy', 'nginx');

/** Where the generated files go, under deploy/nginx/. */
export const GENERATED_DIR = 'generated';

/** A host no page has, standing in for the page's host until nginx puts in `$http_host`. */
const HOST_MARK = 'page-host.invalid';

/** The headers of a page on `scheme`, the page's host left to nginx (`$http_host`). */
function headersFor(scheme: 'http' | 'https'): Record<string, string> {
  const headers = pageSecurityHeaders({
    origin: `${scheme}://${HOST_MARK}`,
    reportUri: CSP_REPORT_PATH,
  });
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      value.split(HOST_MARK).join('$http_host'),
    ]),
  );
}

/** A value nginx reads as one string: in double quotes, nothing in it that would end them. */
function quoted(value: string): string {
  if (/["\\\n\r]/.test(value)) throw new Error(`A header value nginx cannot quote: ${value}`);
  return `"${value}"`;
}

const variableOf = (header: string) => `$heloc_${header.toLowerCase().replace(/-/g, '_')}`;

const BANNER = [
  '# Written by `npm run nginx:config` from src/sandbox/securityHeaders.ts and the sandbox',
  "# lender's limits: do not edit (docs/deployment.md#the-nginx-recipe).",
];

/** The generated files, by name under deploy/nginx/generated/. */
export function generatedFiles(): Record<string, string> {
  const http = headersFor('http');
  const https = headersFor('https');
  const names = [...new Set([...Object.keys(http), ...Object.keys(https)])];
  // A header whose value is the same on both schemes is a plain add_header; one that differs (the
  // policy names the page's socket as ws:// or wss://; HSTS is for https alone) is a map by scheme.
  const byScheme = names.filter((name) => http[name] !== https[name]);

  const policy = [
    ...BANNER,
    '',
    ...byScheme.flatMap((name) => [
      `map $scheme ${variableOf(name)} {`,
      `    default ${quoted(http[name] ?? '')};`,
      `    https ${quoted(https[name] ?? '')};`,
      '}',
      '',
    ]),
    '# The largest body the lender takes: a document upload with its form fields.',
    `client_max_body_size ${MULTIPART_LIMIT_BYTES};`,
    '',
  ].join('\n');

  // `always`: on error answers too. An empty value (HSTS on http) sends no header.
  const pageHeaders = [
    ...BANNER,
    '',
    ...names.map((name) =>
      byScheme.includes(name)
        ? `add_header ${name} ${variableOf(name)} always;`
        : `add_header ${name} ${quoted(http[name]!)} always;`,
    ),
    '',
  ].join('\n');

  return { 'policy.conf': policy, 'page-headers.conf': pageHeaders };
}

/** The tracked generated files, when they are not what the app's sources make now. */
export function staleGeneratedFiles(): string[] {
  return Object.entries(generatedFiles())
    .filter(([name, text]) => {
      const file = path.join(RECIPE_DIR, GENERATED_DIR, name);
      return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
    })
    .map(([name]) => `deploy/nginx/${GENERATED_DIR}/${name}`);
}
