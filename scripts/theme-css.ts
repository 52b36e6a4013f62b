/**
 * Writes src/theme/chakra-global.css from src/theme/system.ts: run it (`npm run theme:css`) after changing
 * the theme's tokens or global styles; src/theme/system.test.ts fails while the file is stale.
 */
import { writeFile } from 'node:fs/promises';
import { chakraGlobalCss } from '../src/theme/global-css';
import { getSystem } from '../src/theme/system';

const target = new URL('../src/theme/chakra-global.css', import.meta.url);
const css = chakraGlobalCss(getSystem());
await writeFile(target, `${css}\n`);
console.log(`src/theme/chakra-global.css: ${css.length} bytes`);
