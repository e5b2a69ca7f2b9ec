/**
 * The sandbox lender: one HTTP server standing in for the lender's services, its pages and the
 * app (docs/sandbox.md). startSandbox() is what the CLI, the tests and the browser tests call.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createAppServer, type AppMode } from './appServing';
import { ASSETS_BASE, assetsRouter } from './assets';
import { createAuth, loadOrCreateSecret } from './auth';
import { controlRouter } from './control';
import { RecordStore } from './db';
import { FaultInjector } from './faults';
import { multipartBody } from './multipart';
import { fullPath, HttpError, queryPart, sendErrors } from './http';
import { notFoundPage, PAGE_PATHS, pagesRouter } from './pages/router';
import { writeGuard } from './writeGuard';
import { RequestLog } from './requestLog';
import { applicationStepsRouter } from './routes/applicationSteps';
import { applicationsRouter } from './routes/applications';
import { conditionsRouter } from './routes/conditions';
import type { RouteContext } from './routes/context';
import { cspReportsRouter } from './routes/cspReports';
import { removeInterruptedFiles } from './documents';
import { documentsRouter } from './routes/documents';
import { fundingStepsRouter } from './routes/fundingSteps';
import { identityRouter } from './routes/identity';
import { leadPortalRouter } from './routes/leadPortal';
import { operatingHoursRouter } from './routes/operatingHours';
import { optimizeRouter } from './routes/optimize';
import { organizationsRouter } from './routes/organizations';
import { profileRouter } from './routes/profile';
import { registrationRouter } from './routes/registration';
import { statusRouter } from './routes/status';
import { telemetryRouter } from './routes/telemetry';
import { chatControlRouter, chatRouter } from './routes/chat';
import { ChatHub } from './chat';
import { walletRouter } from './routes/wallet';
import { answerHeaders } from './securityHeaders';
import { assertSeededOrgsConform, seedOrgs } from './orgs';
import { ensureSeeded } from './seed';
import { msg } from '@lingui/core/macro';
import { languageMiddleware, textFor } from './language';

export interface SandboxOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /**
   * Where to listen. By default both loopback addresses (127.0.0.1 and, when the machine has it,
   * ::1), so http://localhost works whichever one "localhost" resolves to, and nothing outside
   * the machine can reach the sandbox.
   */
  host?: string;
  dataDir: string;
  app: AppMode;
  /** One line per API request on standard output. */
  log?: boolean;
  /** How long a 'timeout' fault keeps a request unanswered. Default 35000. */
  faultTimeoutMs?: number;
}

export interface Sandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** GETs that load a page or a file rather than call a service; the request log leaves them out. */
function isPageOrAsset(req: Request, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return (
    pathname === '/' ||
    pathname === '/favicon.ico' ||
    pathname === '/account' ||
    pathname.startsWith('/account/') ||
    pathname.startsWith(ASSETS_BASE) ||
    PAGE_PATHS.includes(pathname.replace(/\/$/, ''))
  );
}

const redirect = (to: string) => (req: Request, res: Response) =>
  res.redirect(302, to + queryPart(req));

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  // Before anything is written: a seed the app would not read as given stops the start.
  assertSeededOrgsConform(seedOrgs());
  const store = RecordStore.open(options.dataDir, (message) => console.warn(message));
  removeInterruptedFiles(store.dir);
  await ensureSeeded(store);
  const auth = createAuth(store, loadOrCreateSecret(store.dir));
  const faults = new FaultInjector(options.faultTimeoutMs ?? 35000);
  const requests = new RequestLog(
    isPageOrAsset,
    options.log
      ? (entry, ms) => console.log(`${entry.method} ${entry.path} ${entry.status} ${ms}ms`)
      : null,
  );
  const appServer = await createAppServer(options.app, REPO_ROOT, store);
  const context: RouteContext = { store, auth };
  const chat = new ChatHub(store);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Behind a web server on this machine (npm run serve:nginx), the page's scheme is the one it
  // passes on in X-Forwarded-Proto (docs/deployment.md#the-nginx-recipe).
  app.set('trust proxy', 'loopback');
  // First: the request's language, kept for all of its handling (docs/sandbox.md#the-lenders-language).
  app.use(languageMiddleware);
  app.use(requests.middleware);
  // Before the faults, so a simulated failure goes out with the same headers as a real answer.
  app.use(answerHeaders((req) => isPageOrAsset(req, fullPath(req))));
  // Compressed answers (gzip or brotli, as the browser accepts), as a lender's servers send them:
  // the app's scripts are a fifth of their size on the wire.
  app.use(compression());
  // Before the faults: a refused write is refused whatever fault is set.
  app.use(writeGuard);
  app.use(faults.middleware);
  app.use(
    express.json({
      limit: '1mb',
      type: ['application/json', 'application/*+json', 'application/csp-report'],
    }),
  );
  app.use(multipartBody());
  // Again once the body is read: its reading resumes outside the request's own context.
  app.use(languageMiddleware);
  // Once parsed, the body goes into the request log (redacted).
  app.use(requests.bodyMiddleware);

  app.use('/__sandbox', chatControlRouter(chat));
  app.use('/__sandbox', controlRouter({ store, auth, faults, requests }));
  app.use(cspReportsRouter(options.log ? (line) => console.warn(line) : () => {}));

  app.get(['/', '/account'], redirect('/dashboard'));
  app.get('/account/heloc', (req, res, next) =>
    fullPath(req) === '/account/heloc' ? redirect('/account/heloc/')(req, res) : next(),
  );
  app.get('/account/register', redirect('/account/heloc/register'));
  app.get(['/account/heloc-signer', '/account/heloc-signer/*rest'], (req, res) => {
    const rest = fullPath(req).slice('/account/heloc-signer'.length);
    res.redirect(302, `/account/heloc/heloc-signer${rest}${queryPart(req)}`);
  });

  app.use(assetsRouter());
  for (const router of [
    identityRouter,
    registrationRouter,
    profileRouter,
    walletRouter,
    applicationsRouter,
    applicationStepsRouter,
    documentsRouter,
    fundingStepsRouter,
    statusRouter,
    conditionsRouter,
    leadPortalRouter,
    operatingHoursRouter,
    optimizeRouter,
    organizationsRouter,
    telemetryRouter,
  ]) {
    app.use(router(context));
  }
  app.use(chatRouter(context, chat));
  app.use(pagesRouter(store));
  app.use(appServer.handler);

  app.use((req: Request, res: Response) => {
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      req.accepts(['json', 'html']) === 'html'
    ) {
      notFoundPage(store, req, res);
      return;
    }
    const method = req.method;
    const path = fullPath(req);
    sendErrors(res, 404, [
      {
        code: 'NOT_FOUND',
        message: textFor(req, msg`The sandbox lender has no ${method} ${path}`),
      },
    ]);
  });

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) return sendErrors(res, error.status, error.errors);
    const status = (error as { status?: unknown; type?: unknown }).status;
    if (status === 400 || status === 413) {
      // Body parser: unreadable JSON or too large.
      const message = textFor(
        req,
        status === 413
          ? msg`The request body is too large`
          : msg`The request body is not valid JSON`,
      );
      return sendErrors(res, status, [{ code: 'BAD_REQUEST', message }]);
    }
    console.error(`sandbox: ${req.method} ${fullPath(req)} failed:`, error);
    sendErrors(res, 500, [
      {
        code: 'INTERNAL_SERVER_ERROR',
        message: textFor(req, msg`Something unexpected happened`),
      },
    ]);
  });

  const servers = await listen(app, options.port ?? 8080, options.host);
  // The omni-proxy websocket (the streaming chat provider) on the same port.
  for (const server of servers) chat.attach(server);
  const port = (servers[0]?.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      faults.releaseAll();
      chat.close();
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
      await appServer.close();
    })();
    return closing;
  };

  return { url: `http://localhost:${port}`, port, close };
}

function listenOn(app: express.Express, port: number, host: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

async function listen(
  app: express.Express,
  port: number,
  host: string | undefined,
  attempts = 5,
): Promise<http.Server[]> {
  if (host) return [await listenOn(app, port, host)];
  const first = await listenOn(app, port, '127.0.0.1');
  const chosen = (first.address() as AddressInfo).port;
  try {
    return [first, await listenOn(app, chosen, '::1')];
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // No IPv6 loopback here: 127.0.0.1 alone serves http://localhost.
    if (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') return [first];
    first.close();
    // A random port free on one loopback but taken on the other: pick another.
    if (code === 'EADDRINUSE' && port === 0 && attempts > 1)
      return listen(app, 0, host, attempts - 1);
    throw error;
  }
}
