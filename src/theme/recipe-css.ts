import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, serialize, stringify } from 'stylis';
import { webkitPrefixes } from '../lib/style-cache';

/**
 * Chakra's recipes as a static stylesheet (src/styles/recipes.css, written by `npm run theme:css`): the classes the
 * plain-element public pages use for buttons, badges, headings, inputs, selects, containers, skeletons and spinners
 * (the plain kit, src/components/plain/kit.plain.tsx), so the home and event pages render without Chakra's runtime
 * (docs/architecture.md §8). Each rule is what the Chakra component would insert for that variant, through the same
 * prefixer as the app's emotion cache.
 *
 * A class per variant dimension, all of one specificity: `ui-button` (base) `ui-button--ghost` (variant)
 * `ui-button--sm` (size). Sizes come after variants, as cva merges them; a component's own stylesheet, linked
 * after this one, overrides any of them. Responsive sizes: `md:ui-heading--3xl` applies from the `md` breakpoint.
 */

type TRecipeClasses = {
  /** Chakra's recipe key (system.getRecipe / getSlotRecipe). */
  recipe: string;
  block: string;
  /** Variant dimension → the values the app uses. */
  variants: Record<string, string[]>;
  /** Dimensions (and values) also written per breakpoint. */
  responsive?: { variant: string; values: string[]; breakpoints: string[] };
  /** Extra rules on the block (IconButton's square shape). */
  extras?: Record<string, SystemStyleObject>;
  slots?: undefined;
};

type TSlotRecipeClasses = Omit<TRecipeClasses, 'slots'> & { slots: string[] };

const RECIPES: (TRecipeClasses | TSlotRecipeClasses)[] = [
  {
    recipe: 'button',
    block: 'ui-button',
    variants: { variant: ['solid', 'subtle', 'outline', 'ghost', 'plain'], size: ['xs', 'sm', 'md', 'lg'] },
    responsive: { variant: 'size', values: ['md', 'lg'], breakpoints: ['md'] },
    // Chakra's IconButton: a Button without padding and with a larger icon.
    extras: { 'ui-icon-button': { px: '0', py: '0', _icon: { fontSize: '1.2em' } } },
  },
  { recipe: 'badge', block: 'ui-badge', variants: { variant: ['solid', 'subtle', 'outline', 'surface'], size: ['sm', 'md'] } },
  {
    recipe: 'heading',
    block: 'ui-heading',
    variants: { size: ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] },
    responsive: { variant: 'size', values: ['lg', 'xl', '2xl', '3xl', '4xl'], breakpoints: ['md', 'lg'] },
  },
  { recipe: 'input', block: 'ui-input', variants: { variant: ['outline'], size: ['sm', 'md', 'lg'] } },
  { recipe: 'container', block: 'ui-container', variants: {} },
  { recipe: 'skeleton', block: 'ui-skeleton', variants: { variant: ['pulse'], loading: ['true'] } },
  { recipe: 'spinner', block: 'ui-spinner', variants: { size: ['sm', 'md', 'lg'] } },
  { recipe: 'nativeSelect', block: 'ui-select', slots: ['root', 'field', 'indicator'], variants: { variant: ['outline'], size: ['sm', 'md'] } },
  { recipe: 'field', block: 'ui-field', slots: ['root', 'label', 'requiredIndicator', 'helperText', 'errorText'], variants: {} },
];

/** Colour palettes as classes (Chakra's `colorPalette` prop): they set the `--chakra-colors-color-palette-*` variables. */
const PALETTES = ['brand', 'sand'];

function rule(system: SystemContext, selector: string, style: SystemStyleObject | undefined): string {
  if (!style || Object.keys(style).length === 0) return '';
  const resolved = system.css(style);
  const serialized = serializeStyles([resolved as never]);
  return serialize(compile(`${selector}{${serialized.styles}}`), middleware([webkitPrefixes, stringify]));
}

function escapeClass(name: string): string {
  return name.replace(/:/g, '\\:');
}

/** A breakpoint's media query as Chakra writes it (`md` → `@media screen and (min-width: 48rem)`). */
function mediaQuery(system: SystemContext, breakpoint: string): string {
  const query = system.breakpoints.up(breakpoint);
  return query.startsWith('@media') ? query : `@media ${query}`;
}

function recipeRules(system: SystemContext, spec: TRecipeClasses | TSlotRecipeClasses): string[] {
  const rules: string[] = [];
  type TConfig = { base?: Record<string, SystemStyleObject>; variants?: Record<string, Record<string, Record<string, SystemStyleObject>>> };
  const slots = spec.slots ?? [null];
  const config = (spec.slots ? system.getSlotRecipe(spec.recipe) : system.getRecipe(spec.recipe)) as unknown as TConfig;
  const pick = (style: unknown, slot: string | null) =>
    slot ? (style as Record<string, SystemStyleObject> | undefined)?.[slot] : (style as SystemStyleObject | undefined);
  const block = (slot: string | null) => (slot ? `${spec.block}__${slot.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` : spec.block);
  for (const slot of slots) {
    rules.push(rule(system, `.${block(slot)}`, pick(config.base, slot)));
    for (const [dimension, values] of Object.entries(spec.variants)) {
      for (const value of values) {
        const variantStyle = config.variants?.[dimension]?.[value];
        if (!variantStyle) throw new Error(`${spec.recipe}: no ${dimension} "${value}"`);
        const style = pick(variantStyle, slot);
        const name = dimension === 'loading' ? `${block(slot)}--loading` : `${block(slot)}--${value}`;
        rules.push(rule(system, `.${name}`, style));
      }
    }
    if (spec.responsive) {
      for (const breakpoint of spec.responsive.breakpoints) {
        const inner = spec.responsive.values
          .map((value) =>
            rule(system, `.${escapeClass(`${breakpoint}:${block(slot)}--${value}`)}`, pick(config.variants?.[spec.responsive!.variant]?.[value], slot)),
          )
          .join('');
        if (inner) rules.push(`${mediaQuery(system, breakpoint)}{${inner}}`);
      }
    }
  }
  for (const [name, style] of Object.entries(spec.extras ?? {})) rules.push(rule(system, `.${name}`, style));
  return rules.filter(Boolean);
}

export function staticRecipeCss(system: SystemContext): string {
  const rules = RECIPES.flatMap((spec) => recipeRules(system, spec));
  for (const palette of PALETTES) rules.push(rule(system, `.palette-${palette}`, { colorPalette: palette }));
  return rules.join('\n');
}

/** The first lines of src/styles/recipes.css. */
export const RECIPES_CSS_HEADER = '/* Written by `npm run theme:css` from src/theme/recipe-css.ts: do not edit. */';
