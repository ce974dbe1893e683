import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core (the accessibility engine of Deque, from npm) run inside a page of the store. It is
 * evaluated through the browser's debugging protocol, not added as a <script>, so the store's CSP
 * (scripts from its own origin only) stays as buyers get it.
 */
const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's tags for WCAG 2.0 and 2.1 levels A and AA, and its best practices (landmarks, empty
 * table headers...): what the store answers for.
 */
export const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeViolation {
  rule: string;
  impact: string | null;
  help: string;
  /** Where: the CSS selector of each element that breaks the rule, and its markup. */
  nodes: { target: string; html: string }[];
}

interface AxeOptions {
  /** Only these rules (axe ids, e.g. 'aria-prohibited-attr'). */
  rules?: string[];
  /** Only the rules of these tags (e.g. `WCAG21_AA`); every rule when neither is given. */
  tags?: string[];
  /** Only this part of the page (a CSS selector); the whole document when absent. */
  within?: string;
}

/** What axe finds wrong in the page as it is now. */
export async function axeViolations(
  page: Page,
  { rules, tags, within }: AxeOptions = {},
): Promise<AxeViolation[]> {
  // The page as it settles: a button that just changed its variant fades its colours for
  // 120 ms, and axe measuring in between sees a contrast nobody is left looking at. Endless
  // animations (a spinner) never settle, and are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(await AXE_SOURCE);
  return page.evaluate(
    async ({ rules, tags, within }) => {
      const { axe } = window as unknown as {
        axe: { run(context: Document | string, options: RunOptions): Promise<AxeResults> };
      };
      const runOnly = rules
        ? { runOnly: { type: 'rule' as const, values: rules } }
        : tags
          ? { runOnly: { type: 'tag' as const, values: tags } }
          : {};
      const result = await axe.run(within ?? document, {
        ...runOnly,
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          html: node.html.slice(0, 200),
        })),
      }));
    },
    { rules, tags, within },
  );
}

/** A violation that shuts someone out (axe's 'serious' and 'critical'), not a blemish. */
export const isSerious = (violation: AxeViolation) =>
  violation.impact === 'serious' || violation.impact === 'critical';

/** The violations as lines a failing test prints: rule, how serious, where. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map(
      (violation) =>
        `${violation.rule} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `  ${node.target}: ${node.html}`).join('\n'),
    )
    .join('\n');
