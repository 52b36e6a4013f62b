// The supported runtime is Node.js 22 LTS (README, "Running it"): `npm install` brings Node 22 itself (the
// `node` package) and every npm script, this test run included, runs on it even where the machine's own
// Node is older.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

function parts(version: string): number[] {
  return version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);
}

function atLeast(version: string, minimum: string): boolean {
  const [a, b] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

describe('runtime', () => {
  const minimum = /^>=(\d+\.\d+(?:\.\d+)?)$/.exec(pkg.engines.node)?.[1];

  it('declares Node 22 LTS or later as the supported line', () => {
    expect(minimum).toBeDefined();
    expect(parts(minimum!)[0]).toBeGreaterThanOrEqual(22);
  });

  it('runs the tests on a Node that satisfies engines', () => {
    expect(atLeast(process.versions.node, minimum!)).toBe(true);
  });

  it('installs a Node of the supported line with the project', () => {
    const declared = pkg.dependencies.node;
    expect(declared).toBeDefined();
    expect(parts(declared!)[0]).toBe(parts(minimum!)[0]);
    const installed = execFileSync(path.join(root, 'node_modules', '.bin', 'node'), ['--version'], { encoding: 'utf8' }).trim();
    expect(atLeast(installed, minimum!)).toBe(true);
  });
});
