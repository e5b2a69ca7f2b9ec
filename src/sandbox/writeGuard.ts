/**
 * Writes only from the sandbox's own pages or from tools. A web page on another
 * origin can send a "simple" request (a form's or text/plain body, no preflight) to any address;
 * without this guard it could inject faults, create applicants or register accounts here. So a
 * write (any method but GET, HEAD and OPTIONS):
 * - with an Origin header must come from this origin (browsers send Origin on every cross-origin
 *   write, and on same-origin ones; command-line tools and tests send none);
 * - with a body must send it as JSON (or, where the lender takes files, multipart; or a browser's
 *   own CSP report), types no cross-site page can send without a preflight this server never
 *   grants.
 */
import type { NextFunction, Request, Response } from 'express';
import { sendErrors } from './http';
import { msg } from '@lingui/core/macro';
import { messageText } from '../contract/messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The body types the sandbox reads. */
const BODY_TYPES = [
  'application/json',
  'application/*+json',
  'application/csp-report',
  'multipart/form-data',
];

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

function sameOrigin(req: Request, origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === req.headers.host;
  } catch {
    // "null" (a sandboxed frame, a file) and anything unreadable.
    return false;
  }
}

export function writeGuard(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.headers.origin;
  if (origin !== undefined && !sameOrigin(req, origin)) {
    return sendErrors(res, 403, [
      {
        code: 'FORBIDDEN',
        message: messageText(
          msg`The sandbox lender takes writes only from its own pages, not from ${origin}`,
        ),
      },
    ]);
  }
  if (hasBody(req) && !req.is(BODY_TYPES)) {
    return sendErrors(res, 415, [
      {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: messageText(msg`Send the body as application/json (files as multipart/form-data)`),
      },
    ]);
  }
  next();
}
