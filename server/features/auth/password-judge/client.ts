import { Worker } from 'node:worker_threads';
import { workerScript } from '../../../lib/worker-script.ts';
import type { Verdict } from './judge.ts';
import type { JudgeReply, JudgeRequest } from './protocol.ts';

/**
 * The judge's thread ends after this long without a password to judge, and its memory with it: a reader whose
 * password was refused usually tries another within it.
 */
export const JUDGE_IDLE_MS = 30_000;

interface Pending {
  resolve(verdict: Verdict): void;
  reject(err: Error): void;
}

/**
 * The password judge in a worker thread (decision 192): started by the first new password to judge, ended when
 * idle for `idleMs`, started again by the next one. Building the judge (0.7 s of CPU) never stalls the server's
 * event loop, and its ~25 MB of dictionaries are held only while passwords are being chosen. A worker that
 * fails or exits fails the passwords it was judging (the caller answers 500); the next one starts a new worker.
 */
export class PasswordJudgeClient {
  #worker: Worker | undefined;
  #pending = new Map<number, Pending>();
  #next = 1;
  #idle: NodeJS.Timeout | undefined;

  constructor(private readonly idleMs = JUDGE_IDLE_MS) {}

  /** True while the judge's thread is running. */
  get running(): boolean {
    return this.#worker !== undefined;
  }

  judge(password: string, personalInputs: string[]): Promise<Verdict> {
    const worker = this.#start();
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = undefined;
    const id = this.#next++;
    // Held while a password waits for its verdict, so the process cannot end before the answer.
    worker.ref();
    return new Promise<Verdict>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, password, personalInputs } satisfies JudgeRequest);
    });
  }

  /** Ends the thread now (the server closing); waiting passwords fail. */
  async close(): Promise<void> {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = undefined;
    const worker = this.#worker;
    this.#stop(new Error('the password judge was closed'));
    await worker?.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const script = workerScript(import.meta.url, 'password-judge-worker.js', './worker.ts');
    const worker = new Worker(script.script, { eval: script.eval });
    // The server may exit while the judge idles (it is held only while a password waits).
    worker.unref();
    worker.on('message', (reply: JudgeReply) => {
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (pending) {
        if (reply.ok) pending.resolve(reply.verdict);
        else pending.reject(new Error(reply.message));
      }
      if (this.#pending.size === 0 && this.#worker === worker) {
        worker.unref();
        this.#idleTimer(worker);
      }
    });
    worker.on('error', (err) => {
      if (this.#worker === worker) this.#stop(err);
    });
    worker.on('exit', (code) => {
      if (this.#worker === worker)
        this.#stop(new Error(`the password judge stopped (exit ${code})`));
    });
    this.#worker = worker;
    return worker;
  }

  #idleTimer(worker: Worker): void {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = setTimeout(() => {
      if (this.#worker !== worker || this.#pending.size > 0) return;
      this.#worker = undefined;
      this.#idle = undefined;
      void worker.terminate();
    }, this.idleMs);
    this.#idle.unref();
  }

  /** Forgets the worker and fails what it was judging. */
  #stop(err: Error): void {
    this.#worker = undefined;
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of pending) p.reject(err);
  }
}
