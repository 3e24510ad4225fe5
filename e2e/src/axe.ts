import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeOptions {
  /** Checks only this part of the page (a dialog, the main content). */
  include?: string;
  /** Only serious and critical problems, for pages whose minor findings are known and accepted. */
  seriousOnly?: boolean;
  /** WCAG 2.2's target size too (at least 24 px), for the pages held to it (issue 51). */
  targetSize?: boolean;
}

/**
 * Accessibility rules (WCAG 2.1 A and AA, contrast included) the page breaks as it is now, one
 * "rule: target" line per offending element, so a failing test names what to fix.
 *
 * Run in the page itself (`setLegacyMode`): the default opens a blank page for every analysis, loads
 * axe into it and merges the frames' results there, which only cross-origin frames need; the app's
 * pages have none. Measured on five pages: 0.38 s less CPU an analysis, the same findings (ADR 077).
 */
export async function axeViolations(page: Page, { include, seriousOnly = false, targetSize = false }: AxeOptions = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(targetSize ? ['wcag22aa'] : [])]);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => !seriousOnly || violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Serious and critical accessibility problems (WCAG A/AA), as "rule: target" lines. */
export const seriousViolations = (page: Page): Promise<string[]> => axeViolations(page, { seriousOnly: true });
