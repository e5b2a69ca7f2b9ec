/**
 * The in-memory log of requests (GET /__sandbox/requests?since=N). Every request is logged except
 * the control API and page loads (the app's page and assets, the sandbox's own pages and assets).
 * An entry is added when the request arrives; `status` is filled in when the answer is sent and
 * stays null for a request that got none (a 'drop' or 'timeout' fault, or still waiting).
 *
 * `body` is what was sent, redacted (src/lib/redact.ts: no SSN, password, date of birth, token,
 * account or routing number is kept): the parsed JSON, or for a multipart upload its field names
 * and its files' names and sizes; null when there was none (or it was never read, as for a
 * request a fault answered). A JSON body over 64 KB is noted by its size only.
 */
import type { NextFunction, Request, Response } from 'express';
import { isRecord } from '../contract/isRecord';
import { redact } from '../lib/redact';
import { fullPath } from './http';
import type { RequestWithFiles } from './multipart';

/** A multipart upload as the log keeps it: never the files' contents or the fields' values. */
export interface UploadSummary {
  fields: string[];
  files: { field: string; name: string; size: number }[];
}

export interface RequestLogEntry {
  seq: number;
  method: string;
  path: string;
  status: number | null;
  /** Epoch milliseconds when the request arrived. */
  at: number;
  body: unknown;
}

const MAX_ENTRIES = 10000;

/** A multipart request's field names and files (read by multipart.ts before the log sees it). */
function uploadSummary(req: Request): UploadSummary {
  const body: unknown = req.body;
  const fields = isRecord(body) ? Object.keys(body) : [];
  const files = ((req as RequestWithFiles).files ?? []).map((file) => ({
    field: file.fieldname,
    name: file.originalname,
    size: file.size,
  }));
  return { fields, files };
}

/** Bodies larger than this (as JSON) are noted by size only, so the log stays small. */
const MAX_LOGGED_BODY_CHARS = 64 * 1024;

/** The request's body as the log keeps it. */
function describeBody(req: Request): unknown {
  if (req.is('multipart/form-data')) return uploadSummary(req);
  const body: unknown = req.body;
  if (body === undefined) return null;
  const kept = redact(body);
  const size = JSON.stringify(kept)?.length ?? 0;
  return size > MAX_LOGGED_BODY_CHARS ? `[a body of ${size} characters, not kept]` : kept;
}

export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private seq = 0;
  private readonly byRequest = new WeakMap<Request, RequestLogEntry>();

  constructor(
    private readonly isPageOrAsset: (req: Request, path: string) => boolean,
    private readonly print: ((entry: RequestLogEntry, ms: number) => void) | null,
  ) {}

  since(after: number): RequestLogEntry[] {
    return this.entries.filter((e) => e.seq > after).map((e) => structuredClone(e));
  }

  /** The highest sequence number given so far (0 before any request). */
  get last(): number {
    return this.seq;
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const path = fullPath(req);
    if (path === '/__sandbox' || path.startsWith('/__sandbox/') || this.isPageOrAsset(req, path)) {
      return next();
    }
    const entry: RequestLogEntry = {
      seq: ++this.seq,
      method: req.method,
      path,
      status: null,
      at: Date.now(),
      body: null,
    };
    this.entries.push(entry);
    this.byRequest.set(req, entry);
    if (this.entries.length > MAX_ENTRIES)
      this.entries.splice(0, this.entries.length - MAX_ENTRIES);
    res.once('finish', () => {
      entry.status = res.statusCode;
      this.print?.(entry, Date.now() - entry.at);
    });
    next();
  };

  /** After the body parser: the logged request's body, redacted. */
  readonly bodyMiddleware = (req: Request, _res: Response, next: NextFunction): void => {
    const entry = this.byRequest.get(req);
    if (entry) entry.body = describeBody(req);
    next();
  };
}
