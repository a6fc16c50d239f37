import { parentPort } from 'node:worker_threads';
import { buildJudge } from './judge.ts';
import type { JudgeReply, JudgeRequest } from './protocol.ts';

// The password judge's thread (decision 192): builds the judge once, then answers one request at a time.
// A password never leaves this exchange: nothing here logs.
const port = parentPort!;
const judge = buildJudge();
port.on('message', (request: JudgeRequest) => {
  judge.then(
    (j) => {
      let reply: JudgeReply;
      try {
        reply = {
          id: request.id,
          ok: true,
          verdict: j.verdict(request.password, request.personalInputs),
        };
      } catch (err) {
        reply = { id: request.id, ok: false, message: err instanceof Error ? err.name : 'Error' };
      }
      port.postMessage(reply);
    },
    (err: unknown) => {
      port.postMessage({
        id: request.id,
        ok: false,
        message: `the password judge did not load: ${err instanceof Error ? err.message : String(err)}`,
      } satisfies JudgeReply);
    },
  );
});
