import { spawn } from 'node:child_process';

export interface PrefixedRun {
  code: number;
  /** Wall time in milliseconds. */
  ms: number;
  /** Every line the command wrote (stdout and stderr in arrival order), without the prefix. */
  lines: string[];
}

/**
 * Runs a command with its stdout and stderr piped, writes each line to our stdout behind `[prefix]` as
 * it arrives (lines the command already prefixed with `[prefix` pass unchanged), and keeps the lines so
 * a caller can show a failing command's output again, in one piece, at the end.
 */
export function runPrefixed(
  prefix: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; onLine?: (line: string) => void } = {},
): Promise<PrefixedRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const emit = (line: string) => {
      lines.push(line);
      options.onLine?.(line);
      process.stdout.write(line.startsWith(`[${prefix}`) ? `${line}\n` : `[${prefix}] ${line}\n`);
    };
    // stdout and stderr keep their own partial line, so one stream's half line never splices the other's.
    const reader = () => {
      let pending = '';
      return {
        data(chunk: Buffer) {
          pending += chunk.toString('utf8');
          const parts = pending.split('\n');
          pending = parts.pop() ?? '';
          for (const part of parts) emit(part);
        },
        end() {
          if (pending) emit(pending);
          pending = '';
        },
      };
    };
    const out = reader();
    const err = reader();
    child.stdout.on('data', out.data);
    child.stderr.on('data', err.data);
    child.on('error', (error) => {
      emit(`could not start ${command}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      out.end();
      err.end();
      if (signal) emit(`ended by ${signal}`);
      resolve({ code: code ?? 1, ms: Date.now() - started, lines });
    });
  });
}
