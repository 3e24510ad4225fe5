// Prints the V8 flags `npm start` and `npm run admin` run Node with (ADR 024, ADR 038). Baseline
// WebAssembly code only and a small young generation, for every database; on PGlite (no
// DATABASE_URL) also V8's memory-over-speed heap policy, which takes the embedded database's
// idle process under 250 MB. PostgreSQL keeps V8's default policy for request throughput.
// `--expose-gc` lets the server give back the heap a burst grew once it is quiet (ADR 069).
const flags = ['--enable-source-maps', '--liftoff-only', '--max-semi-space-size=8', '--expose-gc'];
if (!process.env.DATABASE_URL) flags.push('--optimize-for-size');
console.log(flags.join(' '));
