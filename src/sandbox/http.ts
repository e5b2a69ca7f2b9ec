/** Error bodies and small request helpers shared by every router. */
import type { NextFunction, Request, Response } from 'express';
import { msg, plural } from '@lingui/core/macro';
import type { ErrorAnswered, ErrorEntryAnswered } from '../contract/errorAnswer';
import { isRecord } from '../contract/isRecord';
import { messageText, type RuleMessage } from '../contract/messages';

/**
 * One problem of an error answer: the contract's, the one the app reads
 * (docs/architecture.md#the-error-answer).
 */
export type ApiError = ErrorEntryAnswered;

/** Thrown by handlers; the error handler answers `{ errors: [...] }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
  ) {
    super(errors.map((e) => e.message).join(', '));
  }
}

export const badRequest = (message: RuleMessage, field?: string): HttpError =>
  new HttpError(400, [
    { code: 'BAD_REQUEST', message: messageText(message), ...(field ? { field } : {}) },
  ]);

export const notFound = (message: RuleMessage): HttpError =>
  new HttpError(404, [{ code: 'NOT_FOUND', message: messageText(message) }]);

export const forbidden = (message: RuleMessage): HttpError =>
  new HttpError(403, [{ code: 'FORBIDDEN', message: messageText(message) }]);

export function sendErrors(res: Response, status: number, errors: ApiError[]): void {
  res.status(status).json({ errors } satisfies ErrorAnswered);
}

/** The request body as an object, or a 400. */
export function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (!isRecord(body)) throw badRequest(msg`The request body must be a JSON object`);
  return body;
}

/**
 * A 400 naming the first field of `value` that is not `allowed`; `path` names a nested object
 * (`address`: its unknown field is `address.county`).
 */
export function rejectUnknownKeys(
  value: Record<string, unknown>,
  allowed: readonly string[],
  path?: string,
): void {
  const unknown = Object.keys(value)
    .filter((key) => !allowed.includes(key))
    .map((key) => (path ? `${path}.${key}` : key));
  if (unknown.length > 0) {
    const count = unknown.length;
    const fields = unknown.join(', ');
    const names = allowed.join(', ');
    throw badRequest(
      msg`${plural(count, {
        one: `Unknown field ${fields}; allowed: ${names}`,
        other: `Unknown fields ${fields}; allowed: ${names}`,
      })}`,
      unknown[0],
    );
  }
}

/** A single string query value (the first, if repeated). */
export function queryString(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

export function pathParam(req: Request, name: string): string {
  const value: unknown = req.params[name];
  return typeof value === 'string' ? value : '';
}

/** The request path without its query string, as received (before any router strips a mount). */
export function fullPath(req: Request): string {
  const url = req.originalUrl || req.url;
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** The query string with its '?', or ''. */
export function queryPart(req: Request): string {
  const url = req.originalUrl || req.url;
  const q = url.indexOf('?');
  return q === -1 ? '' : url.slice(q);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A redirect path is followed only if it stays on this site: '/' then a lowercase letter. */
export function isSafeRedirectPath(value: unknown): value is string {
  return typeof value === 'string' && /^\/[a-z]/.test(value);
}

export type Handler = (req: Request, res: Response, next: NextFunction) => unknown;
