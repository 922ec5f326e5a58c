import http2 from 'node:http2';
import {
  BedrockRuntimeClient,
  ConverseCommand,
  ConverseStreamCommand,
  InvokeModelCommand,
} from '@aws-sdk/client-bedrock-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBedrockStandIn } from '../../infra/local/bedrock';

const MODEL = 'anthropic.claude-3-haiku-20240307-v1:0';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

let standIn: Awaited<ReturnType<typeof startBedrockStandIn>>;
let client: BedrockRuntimeClient;

beforeAll(async () => {
  standIn = await startBedrockStandIn({ port: 0 });
  client = new BedrockRuntimeClient({ endpoint: standIn.url, region: 'us-east-1', credentials });
});

afterAll(async () => {
  client?.destroy();
  await standIn?.close();
});

function userSays(text: string) {
  return [{ role: 'user' as const, content: [{ text }] }];
}

async function errorOf(promise: Promise<unknown>): Promise<Error & { $metadata?: { httpStatusCode?: number } }> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to fail');
}

/** A raw HTTP/2 (h2c) request, the same transport the SDK uses. */
function h2Post(path: string, body: string): Promise<{ status: number; headers: http2.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(standIn.url);
    session.on('error', reject);
    const req = session.request({ ':method': 'POST', ':path': path, 'content-type': 'application/json' });
    let text = '';
    let headers: http2.IncomingHttpHeaders = {};
    req.setEncoding('utf8');
    req.on('response', (h) => (headers = h));
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, text });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('Bedrock Runtime stand-in with the real SDK', () => {
  it('answers ConverseCommand with the Converse response shape', async () => {
    const out = await client.send(
      new ConverseCommand({
        modelId: MODEL,
        system: [{ text: 'You are a helpful acting coach.' }],
        messages: userSays('How do I prepare for a callback audition?'),
        inferenceConfig: { maxTokens: 300, temperature: 0.5 },
      }),
    );
    expect(out.$metadata.httpStatusCode).toBe(200);
    expect(out.stopReason).toBe('end_turn');
    expect(out.output?.message?.role).toBe('assistant');
    const text = out.output?.message?.content?.[0]?.text ?? '';
    expect(text).toContain('(offline model)');
    expect(text).toMatch(/callback/);
    expect(out.usage?.totalTokens).toBe((out.usage?.inputTokens ?? 0) + (out.usage?.outputTokens ?? 0));
    expect(typeof out.metrics?.latencyMs).toBe('number');
  });

  it('is deterministic across calls and content-aware', async () => {
    const ask = (text: string) => client.send(new ConverseCommand({ modelId: MODEL, messages: userSays(text) }));
    const [a, again, b] = await Promise.all([ask('stage fright tips'), ask('stage fright tips'), ask('headshot advice')]);
    const textOf = (o: typeof a) => o.output?.message?.content?.[0]?.text;
    expect(textOf(a)).toBe(textOf(again));
    expect(textOf(a)).not.toBe(textOf(b));
  });

  it('returns parseable JSON for affirmation prompts', async () => {
    const out = await client.send(
      new ConverseCommand({
        modelId: MODEL,
        system: [{ text: 'Generate 3 affirmations as a JSON array of strings.' }],
        messages: userSays('museName: Viola Davis; traits: fearless, grounded'),
      }),
    );
    const list = JSON.parse(out.output?.message?.content?.[0]?.text ?? '') as string[];
    expect(list).toHaveLength(3);
    expect(list.join(' ')).toContain('Viola Davis');
  });

  it('streams with ConverseStreamCommand', async () => {
    const out = await client.send(
      new ConverseStreamCommand({
        modelId: MODEL,
        system: [{ text: 'You are the scene partner. Reply with your next line.' }],
        messages: userSays('Where did you hide the money?'),
      }),
    );
    let text = '';
    let stopReason: string | undefined;
    for await (const event of out.stream ?? []) {
      text += event.contentBlockDelta?.delta?.text ?? '';
      stopReason ??= event.messageStop?.stopReason;
    }
    expect(text).toMatch(/money/i);
    expect(stopReason).toBe('end_turn');
  });

  it('is reached through AWS_ENDPOINT_URL_BEDROCK_RUNTIME, as the handlers configure it', async () => {
    const previous = process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME;
    process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = standIn.url;
    const envClient = new BedrockRuntimeClient({ region: 'us-east-1', credentials });
    try {
      const out = await envClient.send(new ConverseCommand({ modelId: MODEL, messages: userSays('hello there') }));
      expect(out.output?.message?.content?.[0]?.text).toContain('(offline model)');
    } finally {
      envClient.destroy();
      if (previous === undefined) delete process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME;
      else process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = previous;
    }
  });

  it('rejects an unknown operation with 404 ResourceNotFoundException', async () => {
    const err = await errorOf(client.send(new InvokeModelCommand({ modelId: MODEL, body: '{}' })));
    expect(err.name).toBe('ResourceNotFoundException');
    expect(err.$metadata?.httpStatusCode).toBe(404);
  });

  it('rejects an empty conversation with 400 ValidationException', async () => {
    const err = await errorOf(client.send(new ConverseCommand({ modelId: MODEL, messages: [] })));
    expect(err.name).toBe('ValidationException');
    expect(err.$metadata?.httpStatusCode).toBe(400);
    expect(err.message).toMatch(/at least one message/);
  });
});

describe('Bedrock Runtime stand-in, raw HTTP', () => {
  it('answers malformed JSON over HTTP/2 with 400 and x-amzn-errortype ValidationException', async () => {
    const res = await h2Post(`/model/${encodeURIComponent(MODEL)}/converse`, '{not json');
    expect(res.status).toBe(400);
    expect(res.headers['x-amzn-errortype']).toBe('ValidationException');
    expect(JSON.parse(res.text)).toHaveProperty('message');
  });

  it('also speaks HTTP/1.1 (curl, fetch) on the same port', async () => {
    const ok = await fetch(`${standIn.url}/model/m/converse`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: userSays('What is a slate?') }),
    });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { output: { message: { content: Array<{ text: string }> } } };
    expect(body.output.message.content[0]?.text).toMatch(/slate/);

    const bad = await fetch(`${standIn.url}/model/m/converse`, { method: 'POST', body: '{oops' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-amzn-errortype')).toBe('ValidationException');

    const missing = await fetch(`${standIn.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty('message');
  });
});
