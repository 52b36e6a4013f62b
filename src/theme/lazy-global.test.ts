import type { createSystem } from '@chakra-ui/react';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHAKRA_SYSTEM_MODULE, lazyChakraGlobal } from '../../build/chakra';
import { getSystem } from './system';

const chakraEsm = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '../esm');

describe("the build's lazy Chakra global CSS (build/chakra.ts)", () => {
  it('rewrites the installed Chakra so the system computes the same global CSS, on first read only', async () => {
    const file = path.join(chakraEsm, 'styled-system/system.js');
    expect(file.replace(/\\/g, '/')).toMatch(CHAKRA_SYSTEM_MODULE);
    // The rewritten module beside the original, so its relative imports resolve; removed afterwards.
    const twin = path.join(chakraEsm, 'styled-system/system.lazy-test.js');
    await writeFile(twin, lazyChakraGlobal(await readFile(file, 'utf8')));
    try {
      const lazy = (await import(/* @vite-ignore */ pathToFileURL(twin).href)) as { createSystem: typeof createSystem };
      const system = lazy.createSystem(getSystem()._config);
      const descriptor = Object.getOwnPropertyDescriptor(system, '_global');
      expect(typeof descriptor?.get).toBe('function');
      expect(system._global).toEqual(getSystem()._global);
      expect(system._global).toBe(system._global);
    } finally {
      await rm(twin, { force: true });
    }
  });

  it('refuses code it does not recognise, so a Chakra upgrade fails the build', () => {
    expect(() => lazyChakraGlobal('export function createSystem() {}')).toThrow(/review build\/chakra\.ts/);
  });
});
