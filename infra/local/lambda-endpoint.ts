import { createServer, type Server } from 'node:http';
import { readBody } from './http-body';
import { invokeFunction } from './lambda-runner';

export interface LambdaEndpointOptions {
  port: number;
  /** Function name → entry file (relative to the repository root). */
  functions: Record<string, string>;
}

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/**
 * The Lambda Invoke API (RequestResponse), enough for cognito-local to call our triggers. A
 * handler's throw answers the way Lambda does: 200, X-Amz-Function-Error: Unhandled and
 * {errorMessage, errorType}, which Cognito turns into "<Trigger> failed with error <message>.".
 */
export async function startLambdaEndpoint(options: LambdaEndpointOptions): Promise<Server> {
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const name = req.method === 'POST' ? decodeURIComponent(req.url?.split('?')[0]?.match(INVOKE_PATH)?.[1] ?? '') : '';
    const entry = options.functions[name];
    if (!entry) {
      return reply(404, { Type: 'User', message: `Function not found: ${name || req.url}` }, { 'x-amzn-errortype': 'ResourceNotFoundException' });
    }
    let event: unknown;
    try {
      const body = (await readBody(req)).toString('utf8');
      event = body ? JSON.parse(body) : {};
    } catch {
      return reply(400, { Type: 'User', message: 'Could not parse request body into json' }, { 'x-amzn-errortype': 'InvalidRequestContentException' });
    }
    const headers = { 'x-amz-executed-version': '$LATEST' };
    try {
      reply(200, (await invokeFunction(name, entry, event)) ?? null, headers);
    } catch (error) {
      const { message, name, stack } = error instanceof Error ? error : new Error(String(error));
      reply(200, { errorType: name, errorMessage: message, trace: stack?.split('\n') ?? [] }, { ...headers, 'x-amz-function-error': 'Unhandled' });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return server;
}
