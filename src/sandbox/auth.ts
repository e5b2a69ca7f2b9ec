/**
 * Passwords (scrypt) and session tokens (HS256 JWT signed with a secret kept in the data folder),
 * and the middleware that guards secure endpoints.
 *
 * Readings chosen where the brief is silent: a token that is not a JWT at all, or whose person no
 * longer exists (after a reset), is "unauthenticated" (401); a well-formed token whose signature
 * or algorithm does not match is "invalid signature" (403).
 */
import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RecordStore } from './db';
import type { PersonRecord } from './records';
import type { ErrorAnswered } from '../contract/errorAnswer';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
export const SECRET_FILE = 'jwt-secret';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

function scryptAsync(password: string, salt: Buffer, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keylen);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , , , saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Reads the signing secret, creating it (once, durably) when the data folder has none. */
export function loadOrCreateSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(text)) return Buffer.from(text, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, secret.toString('hex'), { mode: 0o600 });
  const fd = fs.openSync(temp, 'r');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.renameSync(temp, file);
  return secret;
}

export interface Claims {
  sub: string;
  org: string;
  iat: number;
  exp: number;
}

const base64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

export function signToken(secret: Buffer, claims: Claims): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

export type Verification =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'missing' | 'malformed' | 'signature' | 'expired' };

export function verifyToken(
  secret: Buffer,
  token: string | null,
  nowSeconds: number,
): Verification {
  if (!token) return { ok: false, reason: 'missing' };
  const parts = token.split('.');
  const [head, body, signature] = parts;
  if (parts.length !== 3 || !head || !body || !signature) return { ok: false, reason: 'malformed' };
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const actual = Buffer.from(signature, 'base64url');
  const algorithmOk = (header as { alg?: unknown } | null)?.alg === 'HS256';
  if (!algorithmOk || actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'signature' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function isClaims(value: unknown): value is Claims {
  const c = value as Partial<Claims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.sub === 'string' &&
    typeof c.org === 'string' &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number'
  );
}

/** `Authorization: Bearer <jwt>`, or the bare jwt. */
export function bearerToken(req: Request): string | null {
  const header = req.get('authorization')?.trim();
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return (match?.[1] ?? header).trim() || null;
}

/** The gateway's answers that end a session (docs/requests.md#what-ends-a-session). */
export const UNAUTHENTICATED_BODY = {
  message: 'unauthenticated',
  errors: [{ code: 'UNAUTHENTICATED', message: 'unauthenticated' }],
} satisfies ErrorAnswered;

export const INVALID_SIGNATURE_BODY = {
  message: 'invalid signature',
  errors: [{ code: 'INVALID_SIGNATURE', message: 'invalid signature' }],
} satisfies ErrorAnswered;

export interface Auth {
  /** A fresh 12-hour token for the person. */
  issue(person: PersonRecord): string;
  /** The signed-in person, or null (no token, or a token that does not verify). */
  personOf(req: Request): PersonRecord | null;
  /** Guards secure endpoints: 401/403 as the app's request layer expects, sliding refresh on 200s. */
  requireAuth: RequestHandler;
}

export function createAuth(store: RecordStore, secret: Buffer): Auth {
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  const issue = (person: PersonRecord): string => {
    const iat = nowSeconds();
    return signToken(secret, {
      sub: person.uuid,
      org: person.orgCode,
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
    });
  };

  const check = (req: Request) => {
    const verification = verifyToken(secret, bearerToken(req), nowSeconds());
    if (!verification.ok) return { verification, person: null };
    return { verification, person: store.get('people', verification.claims.sub) ?? null };
  };

  const requireAuth: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const { verification, person } = check(req);
    if (!verification.ok && verification.reason === 'signature') {
      res.status(403).json(INVALID_SIGNATURE_BODY);
      return;
    }
    if (!verification.ok || !person) {
      res.status(401).json(UNAUTHENTICATED_BODY);
      return;
    }
    res.locals.person = person;
    const { iat, exp } = verification.claims;
    if (nowSeconds() - iat > (exp - iat) / 2) {
      // Sliding session: past half-life, a 200 answer carries a fresh token.
      const fresh = issue(person);
      const json = res.json.bind(res);
      res.json = (body?: unknown) => {
        if (res.statusCode === 200) res.setHeader('Authorization', `Bearer ${fresh}`);
        return json(body);
      };
    }
    next();
  };

  return {
    issue,
    personOf: (req) => check(req).person,
    requireAuth,
  };
}

/** The person that requireAuth put on the response. */
export function currentPerson(res: Response): PersonRecord {
  const person = res.locals.person as PersonRecord | undefined;
  if (!person) throw new Error('currentPerson used on a route without requireAuth');
  return person;
}
