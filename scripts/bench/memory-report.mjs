// Preloaded into a server the load script starts (`node --import <this file's URL> …`):
// on SIGUSR2 the process writes one line, `LAMPLIGHT_MEMORY {json}`, to stderr with its memory split:
// process.memoryUsage() (rss, heapUsed, heapTotal, external, arrayBuffers) and the bytes of every live
// WebAssembly.Memory (PGlite's WASM heap). With MEMORY_REPORT_SNAPSHOTS=<dir> it also writes a heap
// snapshot there at each report (after the full collection), to see what the live heap holds. Nothing else
// changes; the server never loads this file itself.
import { join } from 'node:path';
import v8 from 'node:v8';

const Original = WebAssembly.Memory;
/** @type {Set<WeakRef<WebAssembly.Memory>>} */
const memories = new Set();

/** Records each WASM memory created (PGlite creates its own in JavaScript), without keeping it alive. */
function Memory(descriptor) {
  const memory = new Original(descriptor);
  memories.add(new WeakRef(memory));
  return memory;
}
Memory.prototype = Original.prototype;
WebAssembly.Memory = /** @type {typeof WebAssembly.Memory} */ (/** @type {unknown} */ (Memory));

function wasmBytes() {
  let bytes = 0;
  for (const ref of memories) {
    const memory = ref.deref();
    if (memory === undefined) memories.delete(ref);
    else bytes += memory.buffer.byteLength;
  }
  return bytes;
}

let reports = 0;

process.on('SIGUSR2', () => {
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size]),
  );
  /** @type {Record<string, number>} */
  const report = {
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
    wasm: wasmBytes(),
    // V8's young generation (sized by --max-semi-space-size) and old generation, reserved sizes.
    newSpace: spaces.new_space ?? 0,
    oldSpace: (spaces.old_space ?? 0) + (spaces.large_object_space ?? 0),
  };
  // With --expose-gc: what of the heap is live (a full collection first; it runs after the figures above).
  const gc = /** @type {{ gc?: () => void }} */ (globalThis).gc;
  if (gc) {
    gc();
    report.liveHeap = process.memoryUsage().heapUsed;
  }
  const snapshots = process.env.MEMORY_REPORT_SNAPSHOTS;
  if (snapshots) v8.writeHeapSnapshot(join(snapshots, `report-${++reports}.heapsnapshot`));
  process.stderr.write(`LAMPLIGHT_MEMORY ${JSON.stringify(report)}\n`);
});
