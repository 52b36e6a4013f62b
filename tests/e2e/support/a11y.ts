import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type TImpact = 'minor' | 'moderate' | 'serious' | 'critical';

type TA11yScope = {
  /** Only this part of the page (a CSS selector); the whole page when left out. */
  include?: string;
  /** Only the rules with these axe tags; every rule when left out. */
  tags?: readonly string[];
  /** Only violations of these impacts count; all of them when left out. */
  impacts?: readonly TImpact[];
};

/** The WCAG 2.0 level A and AA rules, the bar the account and booking screens are held to. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa'] as const;

/** Runs axe on the page and fails with "rule: targets" for each violation in scope. */
export async function expectNoA11yViolations(page: Page, { include, tags, impacts }: TA11yScope = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (tags) builder = builder.withTags([...tags]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const counted = impacts ? results.violations.filter((violation) => violation.impact != null && impacts.includes(violation.impact)) : results.violations;
  expect(counted.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Every rule on the whole page, counting only serious and critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expectNoA11yViolations(page, { impacts: ['serious', 'critical'] });
}
