import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { apiFunctions, findRoute } from '../../functions/routes';
import { SECURITY_HEADERS } from '../security-headers';
import { readBody } from './http-body';
import { httpApiEvent } from './http-api-event';
import { invokeFunction } from './lambda-runner';

export interface GatewayOptions {
  port: number;
  /** The built SPA (web/dist), served like CloudFront serves the bucket. */
  staticDir: string;
  authorize(authorization: string | undefined): Promise<Record<string, string> | null>;
  /** What the SPA reads from /config.json (in AWS, the deployment writes that file to the bucket). */
  runtimeConfig: Record<string, unknown>;
  /** cognito-local, proxied at /cognito so the browser talks to one origin, as the CSP demands. */
  cognitoUrl: string;
  /** In dev mode, Vite's middleware serves the SPA with hot reload instead of staticDir. */
  spaMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;
const compressed = new Map<string, Buffer>();

/** CloudFront compresses text assets for viewers that accept it; so does the twin (cached per file version). */
function encodedBody(file: string, type: string, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const raw = readFileSync(file);
  const encoding = !COMPRESSIBLE.test(type) ? undefined : /\bbr\b/.test(acceptEncoding ?? '') ? 'br' : /\bgzip\b/.test(acceptEncoding ?? '') ? 'gzip' : undefined;
  if (!encoding) return { body: raw };
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw);
    compressed.set(key, body);
  }
  return { body, encoding };
}

/** CloudFront: the bucket's object, or index.html for any other path (SPA fallback). */
function serveStatic(staticDir: string, url: URL, req: IncomingMessage, res: ServerResponse) {
  const requested = normalize(join(staticDir, decodeURIComponent(url.pathname)));
  const inside = requested.startsWith(staticDir);
  const file = inside && existsSync(requested) && statSync(requested).isFile() ? requested : join(staticDir, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain' });
    res.end('The web app is not built yet: run npm run build:web');
    return;
  }
  const immutable = file.includes(`${join(staticDir, 'assets')}`);
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  const { body, encoding } = encodedBody(file, type, req.headers['accept-encoding']);
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(encoding && { 'content-encoding': encoding }),
  });
  res.end(body);
}

async function serveApi(options: GatewayOptions, req: IncomingMessage, url: URL, res: ServerResponse) {
  const match = findRoute(req.method ?? 'GET', url.pathname);
  if (!match) return sendJson(res, 404, { message: 'Not Found' });
  let claims: Record<string, string> | null = null;
  if (match.route.access !== 'public') {
    claims = await options.authorize(req.headers.authorization);
    if (!claims) return sendJson(res, 401, { message: 'Unauthorized' });
  }
  const event = httpApiEvent(req, url, await readBody(req), match.route, match.params, claims);
  const fn = apiFunctions[match.route.fn];
  const result = (await invokeFunction(match.route.fn, fn.entry, event, 'timeoutSeconds' in fn ? Number(fn.timeoutSeconds) : 29)) as
    | APIGatewayProxyStructuredResultV2
    | undefined;
  const headers: Record<string, string | string[]> = { ...(result?.headers as Record<string, string>) };
  if (result?.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result?.statusCode ?? 200, headers);
  res.end(result?.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

async function proxy(target: string, req: IncomingMessage, res: ServerResponse) {
  const headers = new Headers();
  for (const name of ['content-type', 'x-amz-target', 'x-amz-user-agent', 'authorization']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const body = await readBody(req);
  const upstream = await fetch(target, { method: req.method, headers, body: body.length ? new Uint8Array(body) : undefined });
  res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' });
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

/** The local API Gateway + CloudFront: the SPA and /api/* on one port. */
export async function startGateway(options: GatewayOptions): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname.startsWith('/api/')) return await serveApi(options, req, url, res);
      if (url.pathname === '/config.json') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
        return res.end(JSON.stringify(options.runtimeConfig));
      }
      if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) {
        return await proxy(`${options.cognitoUrl}${url.pathname.slice('/cognito'.length) || '/'}${url.search}`, req, res);
      }
      if (options.spaMiddleware) return options.spaMiddleware(req, res, () => serveStatic(options.staticDir, url, req, res));
      serveStatic(options.staticDir, url, req, res);
    } catch (error) {
      console.error('[gateway]', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.end();
    }
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return server;
}
