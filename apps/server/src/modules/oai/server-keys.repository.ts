import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serverKeys } from '../../db/schema';

/** The keys servers of one database share (ADR 076). */
export function createServerKeysRepository(db: Executor) {
  return {
    /**
     * The key named `name`, made now (32 random bytes) when there is none: servers that ask at
     * once insert one each, the first insert wins and every one of them reads the winner.
     */
    async keyNamed(name: string): Promise<Buffer> {
      await db
        .insert(serverKeys)
        .values({ name, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select({ secret: serverKeys.secret }).from(serverKeys).where(eq(serverKeys.name, name));
      if (!row) throw new Error(`the server key ${name} was neither made nor found`);
      return Buffer.from(row.secret, 'base64url');
    },
  };
}
export type ServerKeysRepository = ReturnType<typeof createServerKeysRepository>;
