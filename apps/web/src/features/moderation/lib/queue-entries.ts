import type { ChangeRequestDto } from '@museum/contract';

/** One entry of the moderation queue: a request on its own, or the requests of one spreadsheet import. */
export type QueueEntry = { kind: 'request'; request: ChangeRequestDto } | { kind: 'import'; id: string; requests: ChangeRequestDto[] };

/**
 * The queue's requests with those of each import gathered where the first of them stands (ADR 065),
 * in the file's order; the rest keep their place.
 */
export function queueEntries(requests: readonly ChangeRequestDto[]): QueueEntry[] {
  const entries: QueueEntry[] = [];
  const batches = new Map<string, ChangeRequestDto[]>();
  for (const request of requests) {
    const importId = request.fromImport?.id;
    if (importId === undefined) {
      entries.push({ kind: 'request', request });
      continue;
    }
    const batch = batches.get(importId);
    if (batch) batch.push(request);
    else {
      const started = [request];
      batches.set(importId, started);
      entries.push({ kind: 'import', id: importId, requests: started });
    }
  }
  for (const batch of batches.values()) batch.sort((a, b) => (a.fromImport?.line ?? 0) - (b.fromImport?.line ?? 0));
  return entries;
}
