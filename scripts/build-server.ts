import { build } from 'esbuild';

// Bundles our server code into one ESM file; npm packages stay external and load from node_modules.
await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log('built dist/server/main.js');
