import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The environment is read in one place, server/config.ts, where zod checks every setting and a bad value
// stops the start with a readable line. Anything else that reads it escapes that check and the list of
// settings (.env.example, README).

const SERVER = import.meta.dirname;
const ROOT = join(SERVER, '..');

/** The server's own modules: not tests, not the test helpers, not the config itself. */
function productionModules(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== join(SERVER, 'test')) productionModules(path, out);
    } else if (
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      path !== join(SERVER, 'config.ts')
    ) {
      out.push(path);
    }
  }
  return out;
}

/** `process.env`, `process['env']`, `const { env } = process` and `env` imported from node:process. */
const ENV_READ =
  /process\s*(?:\.|\?\.)\s*env\b|process\s*\[\s*['"`]env['"`]\s*\]|\{[^}]*\benv\b[^}]*\}\s*=\s*(?:globalThis\.)?process\b|import\s*\{[^}]*\benv\b[^}]*\}\s*from\s*['"](?:node:)?process['"]/;

/** `file:line` of every line that reads the environment. */
function envReads(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (ENV_READ.test(line)) found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('reading the environment', () => {
  it('recognises each way of reading it', () => {
    const reads = [
      'const a = process.env.X;',
      "const b = process['env'].X;",
      'const { env } = process;',
      "import { env } from 'node:process';",
    ];
    expect(reads.filter((line) => !ENV_READ.test(line))).toEqual([]);
    expect(ENV_READ.test('const config = loadConfig();')).toBe(false);
  });

  it('happens only in server/config.ts', () => {
    const files = productionModules(SERVER);
    expect(files.length).toBeGreaterThan(50);
    const found = envReads(files);
    expect(
      found,
      'These server modules read the environment themselves. Add the setting to the zod schema in ' +
        'server/config.ts (and to .env.example and the README), then pass the parsed value in from the ' +
        'config (app.config, or main.ts at start):\n' +
        found.join('\n'),
    ).toEqual([]);
  });
});
