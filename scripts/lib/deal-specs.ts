export interface Shard {
  files: string[];
  /** The recorded seconds of its files, added up. */
  seconds: number;
}

/**
 * Deals spec files onto `shards` shards by their recorded seconds: longest first, each onto the least
 * loaded shard so far (ties: the lower shard). A file with no record yet weighs as an average recorded one,
 * so a new spec still runs, in exactly one shard.
 */
export function dealSpecs(
  files: string[],
  seconds: Record<string, number>,
  shards: number,
): Shard[] {
  const known = files.map((f) => seconds[f]).filter((s): s is number => s !== undefined);
  const fallback = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const weight = (f: string) => seconds[f] ?? fallback;
  const bins: Shard[] = Array.from({ length: Math.max(1, shards) }, () => ({
    files: [],
    seconds: 0,
  }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const bin = bins.reduce((min, b) => (b.seconds < min.seconds ? b : min));
    bin.files.push(file);
    bin.seconds += weight(file);
  }
  return bins;
}
