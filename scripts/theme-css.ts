/**
 * Writes src/theme/chakra-global.css and src/styles/recipes.css from src/theme/system.ts: run it
 * (`npm run theme:css`) after changing the theme's tokens, global styles or recipes; src/theme/system.test.ts
 * fails while either file is stale.
 */
import { writeFile } from 'node:fs/promises';
import { chakraGlobalCss } from '../src/theme/global-css';
import { RECIPES_CSS_HEADER, staticRecipeCss } from '../src/theme/recipe-css';
import { getAppSystem, getSystem } from '../src/theme/system';

const globalTarget = new URL('../src/theme/chakra-global.css', import.meta.url);
const css = chakraGlobalCss(getSystem());
await writeFile(globalTarget, `${css}\n`);
console.log(`src/theme/chakra-global.css: ${css.length} bytes`);

const recipesTarget = new URL('../src/styles/recipes.css', import.meta.url);
const recipes = staticRecipeCss(getAppSystem());
await writeFile(recipesTarget, `${RECIPES_CSS_HEADER}\n${recipes}\n`);
console.log(`src/styles/recipes.css: ${recipes.length} bytes`);
