import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * The options of `npm run bench`, read from the command line and DATABASE_URL: an unknown option
 * throws, a scale, duration or connection level that is not positive exits with the usage (code 2).
 */
export function readRunOptions() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      quick: { type: 'boolean', default: false },
      duration: { type: 'string' },
      connections: { type: 'string' },
      out: { type: 'string' },
      // Keep a generated PostgreSQL catalogue between runs (1 000 000 details take minutes to make).
      reuse: { type: 'boolean', default: false },
      // Only the uncached runs (the cached figures are cheap to keep, but a 1M run is long).
      'uncached-only': { type: 'boolean', default: false },
      'generate-only': { type: 'boolean', default: false },
      // PGlite: a data folder of its own (DATA_DIR, the database in its pglite/), kept after the run,
      // so a catalogue generated once can be measured again with --reuse.
      'data-dir': { type: 'string' },
    },
  });
  const quick = values.quick ?? false;
  const factor = Number(values.scale ?? (quick ? 0.05 : 1));
  const duration = Number(values.duration ?? (quick ? 2 : 10));
  const connectionLevels = (values.connections ?? '1,16,64').split(',').map(Number);
  if (!(factor > 0) || !(duration > 0) || connectionLevels.some((c) => !(c >= 1))) {
    console.error('Usage: npm run bench -- [--scale F | --quick] [--duration S] [--connections 1,16,64]');
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL;
  const keptDataDir = values['data-dir'] ? path.resolve(values['data-dir']) : undefined;
  const reuse = (values.reuse ?? false) && (databaseUrl !== undefined || keptDataDir !== undefined);
  return {
    quick,
    factor,
    duration,
    connectionLevels,
    /** The report's file, if not the dated one in bench/results. */
    out: values.out,
    uncachedOnly: values['uncached-only'] ?? false,
    generateOnly: values['generate-only'] ?? false,
    /** PostgreSQL's, else the bench runs on PGlite in `keptDataDir` or a temp folder. */
    databaseUrl,
    keptDataDir,
    /** Measure a catalogue of this scale already in the database (only with PostgreSQL or a kept folder). */
    reuse,
  };
}

export type RunOptions = ReturnType<typeof readRunOptions>;
