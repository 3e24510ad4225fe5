import type { CollectionKind } from '@museum/contract';

/** A record as the rule of guns sees it: its kind and the own record it belongs to. */
export type GunNode = { kind: CollectionKind; gun: number | null };

/** What the rule of guns refuses (ADR 084): the same words for a single write and an import's row (ADR 092). */
export type GunProblem = 'partOfNotFound' | 'partOfNotAGun' | 'partOfCycle' | 'gunHasParts';

/** How the rule reads the owner's records: from the database for one write, from a plan for an import. */
export type GunGraph = {
  node(id: number): GunNode | undefined | Promise<GunNode | undefined>;
  hasParts(id: number): boolean | Promise<boolean>;
};

/**
 * What is wrong with record `id` (null: a new one) being of `kind` and belonging to the owner's own
 * record `gunId`: a gun with parts stays a gun; the gun exists and is a gun; up the chain of guns
 * from it, the record itself is not met (that would make a cycle).
 */
export async function gunProblem(
  graph: GunGraph,
  id: number | null,
  kind: CollectionKind,
  gunId: number | null,
): Promise<GunProblem | null> {
  if (id !== null && kind === 'detail' && (await graph.hasParts(id))) return 'gunHasParts';
  if (gunId === null) return null;
  const target = await graph.node(gunId);
  if (!target) return 'partOfNotFound';
  if (target.kind !== 'product') return 'partOfNotAGun';
  const seen = new Set<number>();
  for (let at: number | null = gunId; at !== null && !seen.has(at); ) {
    if (at === id) return 'partOfCycle';
    seen.add(at);
    at = (await graph.node(at))?.gun ?? null;
  }
  return null;
}
