import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * Moves on after every write to the catalogue. Read caches key their entries by it, so an
 * entry is stale as soon as any server process has written (see ADR 009).
 */
export const catalogueVersion = pgSequence('catalogue_version');
