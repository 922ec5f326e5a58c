/**
 * Offline Amazon Bedrock Runtime stand-in for the local cloud.
 *
 * The AWS SDK v3 BedrockRuntimeClient sends every command over HTTP/2 (NodeHttp2Handler); with an
 * `http://` endpoint (AWS_ENDPOINT_URL_BEDROCK_RUNTIME) that is cleartext HTTP/2 with prior
 * knowledge. Node's cleartext http2 server cannot fall back to HTTP/1.1, so one TCP listener sniffs
 * the connection preface and hands each connection to an HTTP/2 or an HTTP/1.1 server (the latter
 * for curl, fetch and health checks). Both run the same handler.
 *
 * Routes: POST /model/{modelId}/converse and POST /model/{modelId}/converse-stream. Replies come
 * from the deterministic offline model (./offline-model.ts).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { Duplex, PassThrough } from 'node:stream';
import { crc32 } from 'node:zlib';
import { respond, type ConverseRequest } from './offline-model';

interface Request extends AsyncIterable<Buffer | string> {
  method?: string;
  url?: string;
}
interface Response {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body: string | Buffer): unknown;
}

const ROUTE = /^\/model\/([^/]+)\/(converse|converse-stream)$/;
const H2_PREFACE = 'PRI * HTTP/2.0';

class ApiError extends Error {
  constructor(readonly status: number, readonly type: string, message: string) {
    super(message);
  }
}

function send(res: Response, status: number, body: unknown, extra: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-amzn-requestid': randomUUID(),
    ...extra,
  });
  res.end(JSON.stringify(body));
}

async function readJson(req: Request): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    throw new ApiError(400, 'ValidationException', 'Malformed input request: body is not valid JSON');
  }
}

function validate(body: unknown): ConverseRequest {
  const messages = (body as ConverseRequest | null)?.messages;
  if (!Array.isArray(messages) || messages.length === 0) {
    throw new ApiError(400, 'ValidationException', 'A conversation must have at least one message.');
  }
  for (const m of messages) {
    if ((m?.role !== 'user' && m?.role !== 'assistant') || !Array.isArray(m.content)) {
      throw new ApiError(400, 'ValidationException', 'Each message needs a role (user or assistant) and a content list.');
    }
  }
  return body as ConverseRequest;
}

/** Rough token count (about four characters a token), enough for usage figures. */
function tokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

function usageOf(request: ConverseRequest, reply: string) {
  const inputTokens = tokens(JSON.stringify([request.system ?? [], request.messages ?? []]));
  const outputTokens = tokens(reply);
  return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens };
}

/** One AWS event-stream frame: prelude, CRC, string headers, JSON payload, CRC. */
function eventFrame(eventType: string, payload: unknown): Buffer {
  const fields = { ':event-type': eventType, ':content-type': 'application/json', ':message-type': 'event' };
  const headers = Buffer.concat(
    Object.entries(fields).map(([name, value]) => {
      const n = Buffer.from(name);
      const v = Buffer.from(value);
      const head = Buffer.alloc(n.length + 4);
      head.writeUInt8(n.length, 0);
      n.copy(head, 1);
      head.writeUInt8(7, n.length + 1); // header value type 7 = string
      head.writeUInt16BE(v.length, n.length + 2);
      return Buffer.concat([head, v]);
    }),
  );
  const body = Buffer.from(JSON.stringify(payload));
  const prelude = Buffer.alloc(12);
  prelude.writeUInt32BE(12 + headers.length + body.length + 4, 0);
  prelude.writeUInt32BE(headers.length, 4);
  prelude.writeUInt32BE(crc32(prelude.subarray(0, 8)), 8);
  const message = Buffer.concat([prelude, headers, body]);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(crc32(message), 0);
  return Buffer.concat([message, trailer]);
}

function streamReply(res: Response, reply: string, request: ConverseRequest, latencyMs: number) {
  const deltas = reply.match(/\S+\s*/g) ?? [reply];
  const frames = [
    eventFrame('messageStart', { role: 'assistant' }),
    ...deltas.map((text) => eventFrame('contentBlockDelta', { contentBlockIndex: 0, delta: { text } })),
    eventFrame('contentBlockStop', { contentBlockIndex: 0 }),
    eventFrame('messageStop', { stopReason: 'end_turn' }),
    eventFrame('metadata', { usage: usageOf(request, reply), metrics: { latencyMs } }),
  ];
  res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream', 'x-amzn-requestid': randomUUID() });
  res.end(Buffer.concat(frames));
}

async function handle(req: Request, res: Response): Promise<void> {
  const started = Date.now();
  try {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const route = ROUTE.exec(path);
    if (req.method !== 'POST' || !route) {
      throw new ApiError(404, 'ResourceNotFoundException', `No route for ${req.method} ${path}`);
    }
    const request = validate(await readJson(req));
    const reply = respond(request);
    const latencyMs = Date.now() - started;
    if (route[2] === 'converse-stream') return streamReply(res, reply, request, latencyMs);
    send(res, 200, {
      output: { message: { role: 'assistant', content: [{ text: reply }] } },
      stopReason: 'end_turn',
      usage: usageOf(request, reply),
      metrics: { latencyMs },
    });
  } catch (err) {
    if (err instanceof ApiError) {
      send(res, err.status, { message: err.message }, { 'x-amzn-errortype': err.type });
      return;
    }
    console.error('[bedrock stand-in]', err);
    send(res, 500, { message: 'Internal server error' }, { 'x-amzn-errortype': 'InternalServerException' });
  }
}

/** An HTTP/2 session reads its socket's native handle, so replay the sniffed bytes through a JS stream. */
function replaying(socket: net.Socket, first: Buffer): Duplex {
  const readable = new PassThrough();
  readable.write(first);
  socket.pipe(readable);
  return Duplex.from({ readable, writable: socket });
}

export async function startBedrockStandIn(opts: {
  port: number;
  host?: string;
}): Promise<{ url: string; close(): Promise<void> }> {
  const host = opts.host ?? '127.0.0.1';
  const onRequest = (req: Request, res: Response) => void handle(req, res);
  const h2 = http2.createServer(onRequest);
  const h1 = http.createServer(onRequest);
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.once('data', (first: Buffer) => {
      socket.pause();
      if (first.toString('latin1', 0, H2_PREFACE.length) === H2_PREFACE) {
        h2.emit('connection', replaying(socket, first));
      } else {
        socket.unshift(first);
        h1.emit('connection', socket);
        socket.resume();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
