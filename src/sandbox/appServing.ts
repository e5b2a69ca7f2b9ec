/**
 * Serving the app under /account/heloc/: asset files as files, every other GET the index.html with
 * the organisation injected. Development compiles with webpack-dev-middleware from the project's
 * webpack.config.ts (in memory); production serves dist/. Webpack is only loaded in development.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type webpackType from 'webpack';
import type devMiddlewareType from 'webpack-dev-middleware';
import type configureType from '../../webpack.config';
import type { RecordStore } from './db';
import { fullPath } from './http';
import { orgInfoFor } from './orgs';
import { injectOrgInfo, originOf, selectOrg } from './pageOrg';
import { CSP_REPORT_PATH, setPageSecurityHeaders } from './securityHeaders';

export const APP_BASE = '/account/heloc/';
export type AppMode = 'development' | 'production' | 'none';

export interface AppServer {
  handler: RequestHandler;
  close(): Promise<void>;
}

/** A file under the app's base (main.js, main.js.map, favicon.ico), as opposed to a route. */
export function isAssetPath(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]{1,10}$/.test(last) && last !== 'index.html';
}

function isAppGet(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && fullPath(req).startsWith(APP_BASE);
}

function sendIndex(store: RecordStore, req: Request, res: Response, template: string): void {
  const org = selectOrg(store, req, res);
  const origin = originOf(req);
  const info = orgInfoFor(org, origin);
  setPageSecurityHeaders(res, { origin, apiOrigin: info.baseUrl, reportUri: CSP_REPORT_PATH });
  res.setHeader('Cache-Control', 'no-store');
  res.type('html').send(injectOrgInfo(template, info));
}

const notBuilt = (res: Response, message: string) =>
  res.status(503).type('text/plain').send(message);

export async function createAppServer(
  mode: AppMode,
  root: string,
  store: RecordStore,
): Promise<AppServer> {
  if (mode === 'none') return noApp();
  if (mode === 'production') return productionApp(root, store);
  return developmentApp(root, store);
}

function noApp(): AppServer {
  return {
    handler: (req, res, next) => {
      if (!isAppGet(req)) return next();
      res
        .status(404)
        .type('text/plain')
        .send('The sandbox lender was started with --no-app: the app is not served here.');
    },
    close: async () => {},
  };
}

/** The copies the build writes beside each script and style, by the encoding each is in. */
const COMPRESSED_COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The build's own compressed copy of `relative` that the request accepts, the smaller (brotli)
 * first, sent as a web server sends it (docs/deployment.md#compression): with its encoding, and
 * the type of the file it is a copy of. Else undefined, and the file goes as it is.
 */
function compressedCopy(req: Request, dist: string, relative: string) {
  // The build writes its files flat in dist/: a name with a folder in it has no copy.
  if (!/^[\w.-]+$/.test(relative) || relative.startsWith('.')) return undefined;
  return COMPRESSED_COPIES.find(
    ({ encoding, suffix }) =>
      req.acceptsEncodings(encoding) === encoding &&
      fs.existsSync(path.join(dist, `${relative}${suffix}`)),
  );
}

function productionApp(root: string, store: RecordStore): AppServer {
  const dist = path.join(root, 'dist');
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // Built file names carry a content hash, so they may be cached for good.
  const assets = express.static(dist, {
    index: false,
    immutable: true,
    maxAge: '365d',
    fallthrough: false,
  });
  return {
    handler: (req, res, next) => {
      if (!isAppGet(req)) return next();
      const relative = fullPath(req).slice(APP_BASE.length);
      if (!isAssetPath(relative)) return sendIndex(store, req, res, template);
      // Source maps are for the lender's error reporting, not for browsers (webpack.config.ts).
      if (relative.endsWith('.map'))
        return void res.status(404).type('text/plain').send('Not found');
      res.vary('Accept-Encoding');
      const copy = compressedCopy(req, dist, relative);
      if (copy) {
        res.type(path.extname(relative));
        res.setHeader('Content-Encoding', copy.encoding);
      }
      req.url = `/${relative}${copy?.suffix ?? ''}`;
      assets(req, res, (error?: unknown) => {
        if (error) res.status(404).type('text/plain').send('Not found');
        else next();
      });
    },
    close: async () => {},
  };
}

async function developmentApp(root: string, store: RecordStore): Promise<AppServer> {
  // Loaded on demand through require (ts-node compiles webpack.config.ts), whatever module
  // format the sandbox itself is compiled to.
  const load = createRequire(__filename);
  const webpack = load('webpack') as typeof webpackType;
  const devMiddleware = load('webpack-dev-middleware') as typeof devMiddlewareType;
  const configure = (
    load(path.join(root, 'webpack.config.ts')) as { default: typeof configureType }
  ).default;
  const compiler = webpack(configure(undefined, { mode: 'development' }));
  const middleware = devMiddleware(compiler, { publicPath: APP_BASE, index: false });
  const fileSystem = () => middleware.context.outputFileSystem;
  const indexFile = path.join(
    compiler.options.output.path ?? path.join(root, 'dist'),
    'index.html',
  );

  const handler: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (!isAppGet(req)) return next();
    const relative = fullPath(req).slice(APP_BASE.length);
    if (isAssetPath(relative)) {
      void middleware(req, res, () => res.status(404).type('text/plain').send('Not found'));
      return;
    }
    middleware.waitUntilValid(() => {
      fileSystem().readFile(indexFile, (error, data) => {
        if (error || !data) {
          notBuilt(res, 'The app did not compile; the terminal running the sandbox shows why.');
          return;
        }
        sendIndex(store, req, res, data.toString());
      });
    });
  };

  return {
    handler,
    close: () => new Promise<void>((resolve) => middleware.close(() => resolve())),
  };
}
