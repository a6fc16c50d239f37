import { describe, expect, it } from 'vitest';
import { START_NODE_ARGS, startNodeArgs } from './spawn-server.ts';

// e2e, the load script and the start-up bench start the server with the flags `npm start` passes.
describe("npm start's node flags", () => {
  it('are read from package.json, young generation capped (decision 146)', () => {
    expect(START_NODE_ARGS).toContain('--enable-source-maps');
    expect(START_NODE_ARGS).toContain('--max-semi-space-size=4');
  });

  it('are the words between node and the bundle', () => {
    expect(startNodeArgs('node  --a --b=2 dist/server/main.js')).toEqual(['--a', '--b=2']);
    expect(startNodeArgs('node dist/server/main.js')).toEqual([]);
  });

  it('refuse a start script of another shape', () => {
    expect(() => startNodeArgs('tsx server/main.ts')).toThrow(/is not "node \[flags\]/);
    expect(() => startNodeArgs('node --a other.js')).toThrow(/is not "node \[flags\]/);
    expect(() => startNodeArgs('node --a stray dist/server/main.js')).toThrow(/not a flag: stray/);
  });
});
