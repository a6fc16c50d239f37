import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub answers to one chat-completions request. */
export type StubReply =
  /** The assistant message content (finish_reason 'stop'). */
  | string
  /** An HTTP error status with a JSON error body (e.g. 429, 500). */
  | { status: number; body?: unknown; headers?: Record<string, string> };

/** Decides the reply to a request; `call` counts from 1. */
export type StubHandler = (body: ChatRequestBody, call: number) => StubReply | Promise<StubReply>;

/** The parts of a chat-completions request body the tests look at. */
export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: {
    type: string;
    json_schema?: { name: string; schema: unknown; strict?: boolean };
  };
  [key: string]: unknown;
}

/** A local HTTP server speaking the OpenAI chat-completions protocol, for tests and the bench. */
export interface ModelStub {
  /** Base URL for the SDK, e.g. http://127.0.0.1:PORT/v1 */
  baseURL: string;
  /** Number of POST /v1/chat/completions requests received (including ones answered with errors). */
  readonly calls: number;
  /** Every request body received, in order. */
  readonly requests: ChatRequestBody[];
  /** Replies used before the handler, one per call (first in, first out). */
  enqueue(...replies: StubReply[]): void;
  /** Replaces the fallback handler used when the queue is empty. */
  setHandler(handler: StubHandler): void;
  /** Delay before each reply, in milliseconds. */
  setDelay(ms: number): void;
  /** Forgets recorded requests, queued replies and the call count (keeps the handler and delay). */
  reset(): void;
  close(): Promise<void>;
}

/** Builds the JSON body of a successful chat completion with the given assistant content. */
export function chatCompletion(content: string, model = 'stub-model') {
  return {
    id: `chatcmpl-stub-${Math.random().toString(36).slice(2, 10)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: {
      prompt_tokens: 100,
      completion_tokens: Math.ceil(content.length / 4),
      total_tokens: 100 + Math.ceil(content.length / 4),
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Starts the stub on 127.0.0.1 with a free port; without a handler or queued replies it answers 500. */
export async function startModelStub(
  opts: { handler?: StubHandler; delayMs?: number } = {},
): Promise<ModelStub> {
  let handler: StubHandler =
    opts.handler ??
    (() => ({ status: 500, body: { error: { message: 'model stub: no reply configured' } } }));
  let delayMs = opts.delayMs ?? 0;
  let calls = 0;
  let queue: StubReply[] = [];
  const requests: ChatRequestBody[] = [];

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/chat/completions')) {
        send(res, 404, { error: { message: `model stub: no route ${req.method} ${req.url}` } });
        return;
      }
      const raw = await readBody(req);
      let body: ChatRequestBody;
      try {
        body = JSON.parse(raw) as ChatRequestBody;
      } catch {
        send(res, 400, { error: { message: 'model stub: body is not JSON' } });
        return;
      }
      calls += 1;
      const call = calls;
      requests.push(body);
      const reply = queue.length > 0 ? (queue.shift() as StubReply) : await handler(body, call);
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      if (typeof reply === 'string') send(res, 200, chatCompletion(reply, body.model));
      else
        send(
          res,
          reply.status,
          reply.body ?? { error: { message: `model stub status ${reply.status}` } },
          reply.headers,
        );
    })().catch((err: unknown) => send(res, 500, { error: { message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    get calls() {
      return calls;
    },
    get requests() {
      return requests;
    },
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    setHandler: (h) => {
      handler = h;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    reset: () => {
      calls = 0;
      queue = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
