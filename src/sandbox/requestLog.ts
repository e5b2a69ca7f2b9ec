/**
 * The in-memory log of requests (GET /__sandbox/requests?since=N). Every request is logged except
 * the control API and page loads (the app's page and assets, the sandbox's own pages and assets).
 * An entry is added when the request arrives; `status` is filled in when the answer is sent and
 * stays null for a request that got none (a 'drop' or 'timeout' fault, or still waiting).
 */
import type { NextFunction, Request, Response } from 'express';
import { fullPath } from './http';

export interface RequestLogEntry {
  seq: number;
  method: string;
  path: string;
  status: number | null;
  /** Epoch milliseconds when the request arrived. */
  at: number;
}

const MAX_ENTRIES = 10000;

export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private seq = 0;

  constructor(
    private readonly isPageOrAsset: (req: Request, path: string) => boolean,
    private readonly print: ((entry: RequestLogEntry, ms: number) => void) | null,
  ) {}

  since(after: number): RequestLogEntry[] {
    return this.entries.filter((e) => e.seq > after).map((e) => ({ ...e }));
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
    };
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES)
      this.entries.splice(0, this.entries.length - MAX_ENTRIES);
    res.once('finish', () => {
      entry.status = res.statusCode;
      this.print?.(entry, Date.now() - entry.at);
    });
    next();
  };
}
