import type { Db } from '../../db/client';
import { type Actor, hasRole, type Role } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Forbidden, Unauthorized } from '../../lib/errors';
import { type PhotoViewer, photoViewerOf } from '../photos/photo-viewer';

/** What every catalogue write needs: its transaction, who makes it, when, and on whose request. */
export interface WriteContext {
  tx: Db;
  userId: number | null;
  at: Date;
  /** The change request being applied, so its revisions point back at it. */
  changeRequestId: number | null;
  /** Photos this write may link: a plain user's proposal only its own unpublished ones. */
  viewer: PhotoViewer;
}

/** Access policy of the write services: the least role, checked again behind the route. */
export function requireRole(actor: Actor | null, role: Role): asserts actor is Actor {
  if (!actor) throw new Unauthorized();
  if (!hasRole(actor, role)) throw new Forbidden();
}

/** Runs one write in its own transaction, as `actor`, at the clock's time. */
export async function inTransaction<T>(
  db: Db,
  clock: Clock,
  actor: Actor,
  write: (ctx: WriteContext) => Promise<T>,
  changeRequestId: number | null = null,
): Promise<T> {
  return db.transaction((tx) =>
    write({ tx: tx as unknown as Db, userId: actor.userId, at: clock.now(), changeRequestId, viewer: photoViewerOf(actor) }),
  );
}
