/**
 * Injected faults (POST /__sandbox/faults). The next `times` requests whose method matches and
 * whose path starts with `path` fail as `kind`. A segment `*` in `path` stands for any one
 * segment, an id that differs from applicant to applicant: with `*` where a chat channel's id
 * goes, the messages of every channel fail, not their typing. Faults apply to every path except
 * /__sandbox/.
 * When several faults match, the oldest one answers.
 */
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { UNAUTHENTICATED_BODY } from './auth';
import { isRecord } from '../contract/isRecord';
import { badRequest, fullPath, rejectUnknownKeys, sendErrors } from './http';
import { msg } from '@lingui/core/macro';
import { messageText } from '../contract/messages';

export const FAULT_KINDS = [
  '500',
  '401',
  '403-unauthenticated',
  'timeout',
  'malformed',
  'drop',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  id: number;
  /** Upper case, or '*' for any method. */
  method: string;
  path: string;
  kind: FaultKind;
  /** Matching requests still to fail. */
  times: number;
}

/** Validates a POST /__sandbox/faults body. */
export function parseFault(body: unknown): Omit<Fault, 'id'> {
  if (!isRecord(body)) throw badRequest('The body must be { method?, path, kind, times? }');
  rejectUnknownKeys(body, ['method', 'path', 'kind', 'times']);
  const { method = '*', path, kind, times = 1 } = body;
  if (typeof method !== 'string' || !/^(\*|[A-Za-z]+)$/.test(method)) {
    throw badRequest('method must be an HTTP method such as GET, or "*" for any', 'method');
  }
  if (typeof path !== 'string' || !path.startsWith('/')) {
    throw badRequest('path must be a string starting with "/" (a path prefix)', 'path');
  }
  if (path.startsWith('/__sandbox')) {
    throw badRequest('faults never apply to the control API (/__sandbox/)', 'path');
  }
  if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) {
    throw badRequest(`kind must be one of ${FAULT_KINDS.join(', ')}`, 'kind');
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 10000) {
    throw badRequest('times must be a whole number from 1 to 10000', 'times');
  }
  return { method: method.toUpperCase(), path, kind: kind as FaultKind, times };
}

/** Whether `path` starts with the fault's path, each `*` segment of which matches any one segment. */
export function pathMatches(faultPath: string, path: string): boolean {
  if (!faultPath.split('/').includes('*')) return path.startsWith(faultPath);
  const wanted = faultPath.split('/');
  const given = path.split('/');
  if (given.length < wanted.length) return false;
  return wanted.every((segment, i) =>
    segment === '*'
      ? given[i] !== ''
      : i === wanted.length - 1
        ? given[i]!.startsWith(segment)
        : given[i] === segment,
  );
}

export class FaultInjector {
  private faults: Fault[] = [];
  private nextId = 1;
  private readonly held = new Map<Socket, NodeJS.Timeout>();

  constructor(private readonly timeoutMs: number) {}

  add(spec: Omit<Fault, 'id'>): Fault {
    const fault = { id: this.nextId++, ...spec };
    this.faults.push(fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }

  /** Ends every connection a 'timeout' fault is holding (server shutdown). */
  releaseAll(): void {
    for (const [socket, timer] of this.held) {
      clearTimeout(timer);
      socket.destroy();
    }
    this.held.clear();
  }

  /** Takes one use of the first fault that matches the request, if any. */
  private take(method: string, path: string): FaultKind | null {
    const index = this.faults.findIndex(
      (f) => (f.method === '*' || f.method === method) && pathMatches(f.path, path),
    );
    const fault = this.faults[index];
    if (!fault) return null;
    fault.times -= 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    return fault.kind;
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const path = fullPath(req);
    if (path === '/__sandbox' || path.startsWith('/__sandbox/')) return next();
    const kind = this.take(req.method.toUpperCase(), path);
    if (!kind) return next();
    res.setHeader('Cache-Control', 'no-store');
    switch (kind) {
      case '500':
        sendErrors(res, 500, [
          { code: 'INTERNAL_SERVER_ERROR', message: messageText(msg`Internal server error`) },
        ]);
        return;
      case '401':
        res.status(401).json(UNAUTHENTICATED_BODY);
        return;
      case '403-unauthenticated':
        res.status(403).json(UNAUTHENTICATED_BODY);
        return;
      case 'malformed':
        res.status(200).type('application/json').send('{"errors": [{"code": "INTERN');
        return;
      case 'drop':
        req.socket.destroy();
        return;
      case 'timeout': {
        const socket = req.socket;
        const timer = setTimeout(() => {
          this.held.delete(socket);
          socket.destroy();
        }, this.timeoutMs);
        this.held.set(socket, timer);
        socket.once('close', () => {
          clearTimeout(timer);
          this.held.delete(socket);
        });
        return;
      }
    }
  };
}
