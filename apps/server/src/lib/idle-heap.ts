import type { FastifyInstance } from 'fastify';

/**
 * V8's full collection that also gives back pooled pages and shrinks the heap: the `gc` function
 * Node exposes with `--expose-gc` (scripts/node-flags.mjs), asked for its `last-resort` flavour.
 */
type Collect = () => void;

/** The exposed collector, or null when Node runs without `--expose-gc` (tests, a hand-made command line). */
export function exposedCollector(): Collect | null {
  const gc = (globalThis as { gc?: (options?: object) => unknown }).gc;
  return typeof gc === 'function' ? () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }) : null;
}

export type IdleHeapOptions = {
  /** How long without a request counts as quiet. */
  quietMs: number;
  /** Requests since the last release that make one worth its pause. */
  minRequests: number;
  collect: Collect;
  now?: () => number;
};

/**
 * Gives the heap a burst grew back to the system once the server is quiet again (issue 34,
 * ADR 069). After a burst V8 keeps the old generation it grew and a pool of freed pages: a
 * PostgreSQL-mode server went from 146 MB idle to 317 MB and stayed there, since its memory
 * reducer judges the allocation rate at collections, and an idle server makes none. So when no
 * request is in flight, none came for `quietMs`, and at least `minRequests` were served since the
 * last release, one memory-reducing collection runs (tens of milliseconds, with nobody waiting).
 * Answers a function that stops the watch.
 */
export function releaseHeapWhenQuiet(app: FastifyInstance, options: IdleHeapOptions): () => void {
  const now = options.now ?? Date.now;
  let inFlight = 0;
  let served = 0;
  let lastRequest = now();
  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    lastRequest = now();
    // Closed once, whether answered or given up by the client (a burst's last requests are).
    reply.raw.once('close', () => {
      inFlight -= 1;
      served += 1;
      lastRequest = now();
    });
  });
  const timer = setInterval(() => {
    if (inFlight > 0 || served < options.minRequests || now() - lastRequest < options.quietMs) return;
    served = 0;
    options.collect();
  }, options.quietMs / 2);
  timer.unref();
  return () => clearInterval(timer);
}
