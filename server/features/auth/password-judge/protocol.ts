import type { Verdict } from './judge.ts';

/** The main thread asks for one password's verdict. */
export interface JudgeRequest {
  id: number;
  password: string;
  personalInputs: string[];
}

/** The worker's answer: the verdict, or why it could not give one. */
export type JudgeReply =
  { id: number; ok: true; verdict: Verdict } | { id: number; ok: false; message: string };
