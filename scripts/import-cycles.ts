import { projectCycles } from './lib/import-cycles.ts';

// Part of `npm run lint`: fails when the project's modules import each other in a cycle (decision 185).
const FOLDERS = ['contract', 'server', 'web', 'e2e', 'scripts', 'types'];

const started = Date.now();
const cycles = projectCycles(process.cwd(), FOLDERS);
if (cycles.length) {
  console.error(`import cycles: ${cycles.length}`);
  for (const cycle of cycles) console.error(`  ${cycle.join(' → ')}`);
  console.error(
    'A cycle ties modules together: move what both need into a third module that imports neither.',
  );
  process.exit(1);
}
console.log(`import cycles: none (${((Date.now() - started) / 1000).toFixed(1)} s)`);
