// The e2e tier in lanes (ADR 077): `npm test -w @museum/e2e` (scripts/run-lanes.mjs) runs one
// vitest per lane, each with a server, data folder, accounts and Chromium of its own, so two
// lanes share no rows. A lane is named by E2E_LANE ("1/2"); vitest.config.ts reads its files from
// here (relative imports only: vitest loads its config without the workspace's TypeScript resolution).
import { globSync } from 'node:fs';

export const SPEC_GLOB = 'specs/**/*.e2e.test.ts';

/**
 * Seconds each spec file took in its lane on the idle 2-core machine, two lanes side by side (an
 * `npm test` of 2026-11-30, vitest's time for the file plus a second for starting it): the lanes
 * are balanced by them. A file not listed
 * counts as UNMEASURED; a listed file that is gone fails the config.
 */
export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  'specs/journeys/regions.e2e.test.ts': 63,
  'specs/item-pages.e2e.test.ts': 58,
  'specs/language-walk.e2e.test.ts': 55,
  'specs/layout-shift.e2e.test.ts': 37,
  'specs/journeys/collection.e2e.test.ts': 30,
  'specs/journeys/english.e2e.test.ts': 29,
  'specs/browse.e2e.test.ts': 27,
  'specs/journeys/stamps.e2e.test.ts': 26,
  'specs/ux-browse.e2e.test.ts': 26,
  'specs/layout-shift-header.e2e.test.ts': 25,
  'specs/journeys/import.e2e.test.ts': 23,
  'specs/account.e2e.test.ts': 22,
  'specs/year-tools.e2e.test.ts': 21,
  'specs/forms.e2e.test.ts': 20,
  'specs/journeys/moderator.e2e.test.ts': 18,
  'specs/home.e2e.test.ts': 17,
  'specs/photos-zoom.e2e.test.ts': 16,
  'specs/journeys/evidence.e2e.test.ts': 15,
  'specs/iiif-clover.e2e.test.ts': 14,
  'specs/iiif-universal-viewer.e2e.test.ts': 14,
  'specs/journeys/newcomer.e2e.test.ts': 14,
  'specs/journeys/guard.e2e.test.ts': 13,
  'specs/deploy.e2e.test.ts': 12,
  'specs/region-crops.e2e.test.ts': 12,
  'specs/research.e2e.test.ts': 11,
  'specs/crawler.e2e.test.ts': 10,
  'specs/journeys/admin.e2e.test.ts': 10,
  'specs/journeys/import-updates.e2e.test.ts': 10,
  'specs/journeys/numbers.e2e.test.ts': 10,
  'specs/dating-chart.e2e.test.ts': 9,
  'specs/edit.e2e.test.ts': 9,
  'specs/moderation.e2e.test.ts': 9,
  'specs/budgets.e2e.test.ts': 8,
  'specs/iiif-mirador.e2e.test.ts': 8,
  'specs/profile.e2e.test.ts': 8,
  'specs/journeys/dating.e2e.test.ts': 7,
  'specs/journeys/printing.e2e.test.ts': 7,
  'specs/journeys/visitor.e2e.test.ts': 7,
  'specs/journeys/long-words.e2e.test.ts': 5,
  'specs/journeys/researcher.e2e.test.ts': 5,
  'specs/language-choice.e2e.test.ts': 5,
  'specs/search-messages.e2e.test.ts': 5,
  'specs/recorded-fields.e2e.test.ts': 4,
  'specs/types.e2e.test.ts': 4,
  'specs/smoke.e2e.test.ts': 3,
  'specs/chromium-setup.e2e.test.ts': 2,
  'specs/select-android.e2e.test.ts': 2,
};

const UNMEASURED = 20;

export interface Lane {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

/** E2E_LANE's "i/n", or undefined for a run of every file. */
export function laneOf(value: string | undefined): Lane | undefined {
  if (value === undefined || value === '') return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || index > count) throw new Error(`E2E_LANE must be "i/n" with 1 ≤ i ≤ n, not "${value}"`);
  return { index, count };
}

/**
 * The spec files of `lane`: the longest first, each to the lane with the least time so far (ties
 * by name, so every lane's vitest computes the same split).
 */
export function specsOfLane(cwd: string, lane: Lane): string[] {
  const files = globSync(SPEC_GLOB, { cwd }).sort();
  const stale = Object.keys(SPEC_SECONDS).filter((file) => !files.includes(file));
  if (stale.length > 0) throw new Error(`e2e/src/lanes.ts times ${stale.join(', ')}, which no longer exist`);
  const cost = (file: string) => SPEC_SECONDS[file] ?? UNMEASURED;
  const totals = Array.from({ length: lane.count }, () => 0);
  const mine: string[] = [];
  for (const file of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const lightest = totals.indexOf(Math.min(...totals));
    totals[lightest] = (totals[lightest] ?? 0) + cost(file);
    if (lightest === lane.index - 1) mine.push(file);
  }
  return mine;
}
