import type { Executor } from '../../db/client';
import { type Actor, hasRole, type Role } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Forbidden, Unauthorized } from '../../lib/errors';
import { type PhotoViewer, photoViewerOf } from '../../lib/photo-viewer';

/** What every catalogue write needs: its transaction, who makes it, when, and on whose request. */
export interface WriteContext {
  tx: Executor;
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
  db: Executor,
  clock: Clock,
  actor: Actor,
  write: (ctx: WriteContext) => Promise<T>,
  changeRequestId: number | null = null,
): Promise<T> {
  return db.transaction((tx) => write({ tx, userId: actor.userId, at: clock.now(), changeRequestId, viewer: photoViewerOf(actor) }));
}

/** The three direct writes of one kind of record, each in a transaction of its own. */
export interface RecordWrites<Input, Dto> {
  create(actor: Actor | null, input: Input): Promise<Dto>;
  update(actor: Actor | null, id: number, input: Input): Promise<Dto>;
  remove(actor: Actor | null, id: number): Promise<void>;
}
