import { createSystem, defaultBaseConfig, defineConfig, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * A trimmed Chakra system (toolchain pitfall 11): the base config plus only the recipes this app
 * renders. `defaultSystem` ships every recipe and alone breaks the 150 KB first-load budget.
 * Add a recipe here when a component that needs it is first used.
 */
// One family for both scripts: IBM Plex Sans Arabic carries Latin glyphs designed to match.
const BODY_FONT_STACK = "'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', sans-serif";
const MONO_FONT_STACK = 'ui-monospace, SFMono-Regular, Menlo, monospace';

const CSS_VARS_ROOT = ':where(html, .chakra-theme)';

type TTokenTree = { [key: string]: unknown };

/**
 * The app has one colour scheme (index.html declares `color-scheme: light`): each semantic token keeps its
 * light value. The dark ones would double the tokens the system resolves when the page starts — about two
 * thirds of createSystem's time, measured — and the CSS variables every page carries.
 */
function lightOnly<T extends TTokenTree>(tree: T): T {
  const walk = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
    const record = node as TTokenTree;
    if ('_light' in record) return record._light;
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, walk(value)]));
  };
  return walk(tree) as T;
}

/**
 * Chakra's rule for every element keeps its font features only. Its 23 variables that only the `auto` filter and
 * backdrop filter and the ring style props read are dropped (the app uses none; system.test.ts checks), and the three
 * the reset reads (`--global-font-body`, `--global-font-mono`, `--global-color-border`) are set once on `html` and
 * inherited: a custom property declared on `*` gives every element variables of its own, and the first style pass of
 * a page pays for it on every element (docs/architecture.md §8). The values are the same everywhere, since nothing
 * below `html` sets the fonts or the border colour tokens again.
 */
const {
  fontFeatureSettings,
  '--global-font-mono': globalFontMono,
  '--global-font-body': globalFontBody,
  '--global-color-border': globalColorBorder,
} = chakraGlobalCss['*'] ?? {};
const everyElement: SystemStyleObject = { fontFeatureSettings };
const globalVariables = { '--global-font-mono': globalFontMono, '--global-font-body': globalFontBody, '--global-color-border': globalColorBorder };

const brandConfig = defineConfig({
  // defaultBaseConfig leaves these to the default theme, which this system does not load.
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: CSS_VARS_ROOT,
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: BODY_FONT_STACK },
        body: { value: BODY_FONT_STACK },
        mono: { value: MONO_FONT_STACK },
      },
      colors: {
        ...tokens.colors,
        // Deep teal of the Gulf of Oman and the sea-green of the Musandam fjords.
        brand: {
          50: { value: '#e7f4f2' },
          100: { value: '#c3e5e0' },
          200: { value: '#97d1c9' },
          300: { value: '#63b8ad' },
          400: { value: '#379f93' },
          500: { value: '#16867a' },
          600: { value: '#0f6f66' },
          700: { value: '#0c5a55' },
          800: { value: '#0a4642' },
          900: { value: '#073431' },
          950: { value: '#042220' },
        },
        // Wahiba sands.
        sand: {
          50: { value: '#fbf7f0' },
          100: { value: '#f5ecdc' },
          200: { value: '#ead8b5' },
          300: { value: '#ddbf88' },
          400: { value: '#d0a660' },
          500: { value: '#c08b3f' },
          600: { value: '#a17133' },
          700: { value: '#7f582b' },
          800: { value: '#5e4222' },
          900: { value: '#3e2c17' },
          950: { value: '#23180b' },
        },
      },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // Chakra's red.500 / green.600 text is under 4.5:1 on white (axe color-contrast, WCAG AA).
        fg: {
          ...semanticTokens.colors.fg,
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.600}' },
        },
        sand: {
          solid: { value: '{colors.sand.500}' },
          contrast: { value: '{colors.sand.950}' },
          fg: { value: '{colors.sand.800}' },
          muted: { value: '{colors.sand.100}' },
          subtle: { value: '{colors.sand.50}' },
          emphasized: { value: '{colors.sand.200}' },
          focusRing: { value: '{colors.sand.500}' },
          border: { value: '{colors.sand.300}' },
        },
      },
    }),
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
  globalCss: {
    ...chakraGlobalCss,
    '*': everyElement,
    html: {
      ...globalVariables,
      color: 'fg',
      bg: 'sand.50',
      lineHeight: '1.5',
      colorPalette: 'brand',
      scrollBehavior: { base: 'smooth', _motionReduce: 'auto' },
      fontFamily: 'body',
    },
    body: { minHeight: '100dvh', fontFamily: 'body' },
    // Icons default to the text size; buttons (recipe layer) and style props (utility layer) override.
    '.chakra-icon': { width: '1em', height: '1em' },
  },
});

let systems: { full: SystemContext; app: SystemContext } | undefined;

function createSystems() {
  if (systems) return systems;
  const full = createSystem(defaultBaseConfig, brandConfig);
  // Property by property, not a spread: a spread would read `_global`, which the build makes lazy
  // (build/chakra.ts).
  const app = Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(full),
      _config: { value: { ...full._config, disableLayers: true }, enumerable: true },
      _global: { value: [], enumerable: true },
    },
  ) as SystemContext;
  systems = { full, app };
  return systems;
}

/**
 * The whole system (src/theme/chakra-global.css is written from it). Made on first use, not when the module
 * loads: resolving every token is the largest single piece of Chakra's start-up, done by the first Chakra part
 * (src/theme/chakra-scope.tsx), never by a public page's first load (docs/architecture.md §8).
 */
export function getSystem(): SystemContext {
  return createSystems().full;
}

/**
 * What the app's ChakraProvider is given: the system without the provider's two `<Global>` elements (the
 * cascade-layer order and `_global`: reset, global styles, every token as a CSS variable). Those are one
 * stylesheet built ahead (src/theme/chakra-global.css, inlined into index.html's head by build/plugins.ts), so a page neither serializes
 * nor re-inserts 40 KB of CSS while it hydrates (docs/architecture.md §10). ChakraProvider (Chakra 3.37,
 * styled-system/provider.js) reads exactly these two fields for them; src/theme/system.test.ts checks that the
 * stylesheet still equals what the provider would render.
 */
export function getAppSystem(): SystemContext {
  return createSystems().app;
}
