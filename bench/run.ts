/**
 * `npm run bench`: every figure of docs/architecture.md §8 in one table (figure, value, budget, ratio).
 *
 * Starts the production server (`scripts/start.mjs`, building the web app when stale) on demo data —
 * PostgreSQL when DATABASE_URL is set (that database is WIPED), else PGlite in a temporary DATA_DIR — and
 * measures against it with autocannon: the bare health route, the filtered events list and one event page,
 * one after another in the same run, so the list's figure is a ratio to its baseline on this machine at
 * this moment. Then runs the other benches of bench/ as child processes and reads their figures:
 * bundle-size, first-load (Chromium), lighthouse (Lighthouse 12 mobile, its own production server on the same
 * database choice), bookings (free tickets, paid at once; mail on), checkout (holds and confirmations of priced
 * tickets through the test gateway), redemptions, scanner-sync, scanner-verdict, scanner-throughput (the last two
 * in Chromium with its fake camera running and the service worker on).
 *
 * Options: BENCH_SECONDS (10, per autocannon run), BENCH_ONLY (comma list of: bundle, reads, first-load,
 * lighthouse, bookings, checkout, redemptions, scanner-sync, scanner-verdict, scanner-throughput). A bench that cannot run (no Chromium, say) shows
 * its reason in the value column instead of a number.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonResult } from 'autocannon';
import { startServerProcess } from '../server/test/server-process';
import { openBenchDatabase } from './bench-db';
import type { TLighthouseSummary } from './lighthouse';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const wanted = (name: string) => !ONLY || ONLY.has(name);

type TFigure = { figure: string; value: string; budget: string; ratio: string };
const figures: TFigure[] = [];
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** ratio = value / budget for "at least" budgets, budget / value for "at most" ones: ≥ 1.00 meets it. */
function add(figure: string, value: number, unit: string, budget?: { atLeast?: number; atMost?: number }, digits = 0): void {
  let budgetText = '—';
  let ratio = '—';
  if (budget?.atLeast !== undefined) {
    budgetText = `≥ ${budget.atLeast}${unit}`;
    ratio = fmt(value / budget.atLeast, 2);
  } else if (budget?.atMost !== undefined) {
    budgetText = `≤ ${budget.atMost}${unit}`;
    ratio = value === 0 ? (budget.atMost === 0 ? '1.00' : '∞') : fmt(budget.atMost / value, 2);
  }
  figures.push({ figure, value: `${fmt(value, digits)}${unit}`, budget: budgetText, ratio });
}
function failed(figure: string, reason: string): void {
  figures.push({ figure, value: `not measured: ${reason.split('\n')[0]?.slice(0, 90)}`, budget: '—', ratio: '—' });
}

/** Runs a TypeScript file of bench/ in a child node with tsx; resolves with its stdout (rejects on exit ≠ 0). */
function runBench(file: string, args: string[] = [], env: Record<string, string | undefined> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', file), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      process.stderr.write(c); // progress, kept off the table on stdout
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
      process.stderr.write(c);
    });
    child.once('exit', (code) => {
      if (code === 0) return resolve(out);
      const lines = (err || out).trim().split('\n');
      const reason = [...lines].reverse().find((l) => /error/i.test(l)) ?? lines.at(-1) ?? '';
      reject(new Error(`${file} exited ${code}: ${reason.trim()}`));
    });
  });
}

function num(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

async function cannon(base: string, paths: string[], options: { connections?: number; overallRate?: number } = {}): Promise<AutocannonResult> {
  return autocannon({
    url: base,
    connections: options.connections ?? 16,
    duration: SECONDS,
    overallRate: options.overallRate,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
}

async function reads(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-bench-run-'));
  if (process.env.DATABASE_URL) await (await openBenchDatabase()).close(); // wiped: the server seeds it afresh
  const server = await startServerProcess({ DATA_DIR: dataDir, DEMO_DATA: '1', LOG_LEVEL: 'warn' }, { build: true });
  try {
    const base = server.base;
    const kind = ((await (await fetch(`${base}/api/health`)).json()) as { data: { database: string } }).data.database;
    console.error(`production server on ${kind} at ${base}`);
    const categories = (await (await fetch(`${base}/api/categories?hierarchical=1`)).json()) as { data: { categories: { id: number }[] } };
    const parents = categories.data.categories.map((c) => c.id);
    const list = [
      '/api/events?per_page=8&page=1',
      '/api/events?per_page=8&page=2&sort_field=popularity&sort_direction=desc',
      `/api/events?per_page=8&category_ids[]=${parents[0]}&sort_field=price&sort_direction=asc`,
      '/api/events?per_page=8&search=muscat&price[min]=0&price[max]=30',
      `/api/events?per_page=8&location=Muscat&category_ids[]=${parents[1]}`,
    ];
    const first = (await (await fetch(`${base}/api/events?per_page=8`)).json()) as { data: { events: { id: number }[] } };
    const pages = first.data.events.map((e) => `/api/events/${e.id}`);

    await cannon(base, list, { connections: 8 }); // warm-up
    const health = await cannon(base, ['/api/health']);
    const events = await cannon(base, list);
    const page = await cannon(base, pages);
    const at300 = await cannon(base, list, { overallRate: 300 });
    const healthRps = health.requests.average;
    add(`health route req/s (${kind}, 16 connections)`, healthRps, '', undefined);
    figures.push({ figure: '  health p50 / p99', value: `${health.latency.p50} / ${health.latency.p99} ms`, budget: '—', ratio: '—' });
    add('events list req/s ÷ health req/s', events.requests.average / healthRps, '', { atLeast: 0.25 }, 2);
    figures.push({
      figure: `  events list req/s, p50 / p99`,
      value: `${fmt(events.requests.average)}, ${events.latency.p50} / ${events.latency.p99} ms`,
      budget: '—',
      ratio: '—',
    });
    add('event page req/s ÷ health req/s', page.requests.average / healthRps, '', { atLeast: 0.25 }, 2);
    figures.push({
      figure: `  event page req/s, p50 / p99`,
      value: `${fmt(page.requests.average)}, ${page.latency.p50} / ${page.latency.p99} ms`,
      budget: '—',
      ratio: '—',
    });
    add('events list p99 at 300 req/s', at300.latency.p99, ' ms', { atMost: 25 });
    const bad = [health, events, page, at300].reduce((n, r) => n + r.non2xx + r.errors, 0);
    add('reads: non-2xx answers and errors', bad, '', { atMost: 0 });

    if (wanted('first-load')) {
      try {
        const out = await runBench('first-load.ts', [base]);
        const lines = [...out.matchAll(/^(\S+ \((?:en|ar)\))\s+(\d+) scripts\s+([\d.]+) KB transferred/gm)];
        if (lines.length === 0) throw new Error('no figures in its output');
        const worstKb = Math.max(...lines.map((m) => Number(m[3])));
        const worstScripts = Math.max(...lines.map((m) => Number(m[2])));
        add('first load JS transferred, worst page (KB, br)', worstKb, ' KB', { atMost: 150 }, 1);
        add('first load scripts, worst page', worstScripts, '', { atMost: 15 });
      } catch (error) {
        failed('first load (Chromium)', (error as Error).message);
      }
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.error(
    `npm run bench: node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}, database ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL, wiped)' : 'PGlite'}`,
  );
  // Reads first: starting the production server builds dist/, which the bundle figures read.
  if (wanted('reads') || wanted('first-load')) {
    try {
      await reads();
    } catch (error) {
      failed('reads (production server)', (error as Error).message);
    }
  }
  if (wanted('bundle')) {
    try {
      const out = await runBench('bundle-size.ts');
      add('bundle: entry JS (gzip)', num(out, /^entry .*?: ([\d.]+) KB/m), ' KB', undefined, 1);
      // The page's catalog counts (it loads before the first render): the budget is the Arabic figure, the larger.
      add(
        'bundle: first load of / with its Arabic catalog (gzip)',
        num(out, /^\/\s+.*first load.*\n\s+with its catalog.*ar ([\d.]+) KB/m),
        ' KB',
        { atMost: 150 },
        1,
      );
      add('bundle: first load of / (JS requests, catalog included)', num(out, /^\/\s+.*first load [\d.]+ KB in (\d+) requests/m) + 1, '', { atMost: 15 });
      add(
        'bundle: first load of /event/$id with its Arabic catalog (gzip)',
        num(out, /^\/event\/\$id.*first load.*\n\s+with its catalog.*ar ([\d.]+) KB/m),
        ' KB',
        { atMost: 150 },
        1,
      );
      add('bundle: first load of /event/$id (JS requests, catalog included)', num(out, /^\/event\/\$id.*first load [\d.]+ KB in (\d+) requests/m) + 1, '', {
        atMost: 15,
      });
      add('bundle: locale catalog main part, Arabic (gzip, counted above)', num(out, /^locale catalog.*ar ([\d.]+) KB/m), ' KB', undefined, 1);
      figures.push({
        figure: 'bundle: dashboard or scanner code in the entry',
        value: /in the entry: no/.test(out) ? 'no' : 'YES',
        budget: 'no',
        ratio: /in the entry: no/.test(out) ? '1.00' : '0.00',
      });
    } catch (error) {
      failed('bundle', (error as Error).message);
    }
  }
  if (wanted('lighthouse')) {
    try {
      // Its own production server (DATABASE_URL wiped as here, else PGlite), runs one after another.
      const out = await runBench('lighthouse.ts');
      const dir = /^raw reports: (.+)$/m.exec(out)?.[1];
      if (!dir) throw new Error('no report directory in its output');
      const summary = JSON.parse(await readFile(path.join(dir, 'summary.json'), 'utf8')) as TLighthouseSummary;
      for (const { page, median: m, runs } of summary.pages) {
        const label = `lighthouse ${page}`;
        add(`${label}: performance (median of ${summary.runs})`, m.performance ?? Number.NaN, '', { atLeast: 95 });
        add(`${label}: performance (lowest of ${summary.runs})`, Math.min(...runs.map((run) => run.performance ?? Number.NaN)), '', { atLeast: 95 });
        add(`${label}: total blocking time (longest of ${summary.runs})`, Math.max(...runs.map((run) => run.tbtMs)), ' ms', { atMost: 150 });
        add(`${label}: LCP`, m.lcpMs / 1000, ' s', { atMost: 2 }, 2);
        add(`${label}: CLS`, m.cls, '', { atMost: 0.02 }, 3);
        add(`${label}: accessibility`, m.accessibility ?? Number.NaN, '', { atLeast: 100 });
        add(`${label}: best practices`, m.bestPractices ?? Number.NaN, '', { atLeast: 100 });
        add(`${label}: SEO`, m.seo ?? Number.NaN, '', { atLeast: 100 });
        add(`${label}: JS transferred (${m.jsRequests} scripts)`, m.jsKb, ' KB', { atMost: 150 }, 1);
      }
    } catch (error) {
      failed('lighthouse (Chromium)', (error as Error).message);
    }
  }
  if (wanted('bookings')) {
    try {
      const out = await runBench('bookings.ts', [], { BENCH_MAIL: '1' });
      // bookings.ts runs mail off (worker stopped) and mail on (worker sending) side by side in one run.
      const mailOff = num(out, /hot ticket type, mail off.*?= (\d+) bookings\/s/);
      const mailOn = num(out, /hot ticket type, mail on.*?= (\d+) bookings\/s/);
      add('bookings/s, one hot ticket type, mail off', mailOff, '');
      add('bookings/s, one hot ticket type, mail on', mailOn, '', { atLeast: 300 });
      add('  mail on ÷ mail off, same run', mailOn / mailOff, '', undefined, 2);
      const oversold = [...out.matchAll(/oversell (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
      add('oversold seats (hot type and sell-out)', /oversell \d+/.test(out) ? oversold : Number.NaN, '', { atMost: 0 });
    } catch (error) {
      failed('bookings', (error as Error).message);
    }
  }
  if (wanted('checkout')) {
    try {
      // Two `npm start` processes on PostgreSQL (one in-process server on PGlite): holds, then every hold paid.
      const out = await runBench('checkout.ts');
      add('checkout holds/s, one hot ticket type', num(out, /holds, one hot ticket type.*?= (\d+) holds\/s/), '', { atLeast: 300 });
      add('checkout confirmations/s (test gateway)', num(out, /confirmations through the test gateway.*?= (\d+) confirmations\/s/), '', { atLeast: 300 });
      add('checkout: oversold seats (sell-out of 500)', num(out, /oversell (\d+)/), '', { atMost: 0 });
      add('checkout: paid ≠ held (hot type)', /MISMATCH/.test(out) ? 1 : /holds answered \d+/.test(out) ? 0 : Number.NaN, '', { atMost: 0 });
    } catch (error) {
      failed('checkout', (error as Error).message);
    }
  }
  if (wanted('redemptions')) {
    try {
      const out = await runBench('redemptions.ts');
      add('reward redemptions/s', num(out, /= (\d+) redemptions\/s/), '', undefined);
      add('redemptions: ledger mismatches', num(out, /ledger mismatches (\d+)/), '', { atMost: 0 });
    } catch (error) {
      failed('redemptions', (error as Error).message);
    }
  }
  if (wanted('scanner-sync')) {
    try {
      const out = await runBench('scanner-sync.ts');
      add('scanner: 10,000 queued scans synced', num(out, /synced \d+ scans in ([\d.]+) s/), ' s', { atMost: 10 }, 2);
    } catch (error) {
      failed('scanner sync', (error as Error).message);
    }
  }
  if (wanted('scanner-verdict')) {
    try {
      // A browser figure: its own demo server on PGlite, whatever DATABASE_URL says; camera running, worker on.
      const out = await runBench('scanner-verdict.ts', [], { DATABASE_URL: '', BENCH_CPU_SLOWDOWN: '1,4' });
      for (const rate of [1, 4]) {
        const line = new RegExp(`^verdict at ${rate}× CPU: .*?p50 ([\\d.]+) ms, p95 ([\\d.]+) ms`, 'm').exec(out);
        add(`scanner verdict p50, typed code, offline, camera on, CPU ${rate}×`, Number(line?.[1]), ' ms', undefined, 1);
        add(`scanner verdict p95, typed code, offline, camera on, CPU ${rate}×`, Number(line?.[2]), ' ms', rate === 4 ? { atMost: 100 } : undefined, 1);
      }
    } catch (error) {
      failed('scanner verdict (Chromium)', (error as Error).message);
    }
  }
  if (wanted('scanner-throughput')) {
    try {
      const out = await runBench('scanner-throughput.ts', [], { DATABASE_URL: '', BENCH_CPU_SLOWDOWN: '1,4', BENCH_MODES: 'offline,online' });
      for (const mode of ['offline', 'online']) {
        for (const rate of [1, 4]) {
          const line = new RegExp(
            `^throughput ${mode} ${rate}×: ([\\d.]+) scans/min sustained, code in view → verdict p95 ([\\d.]+) ms, decode p95 ([\\d.]+) ms`,
            'm',
          ).exec(out);
          const budget = rate === 4;
          add(`scanner ${mode}, CPU ${rate}×: scans per minute, one device`, Number(line?.[1]), '', budget ? { atLeast: 60 } : undefined, 1);
          add(`scanner ${mode}, CPU ${rate}×: code in view → verdict p95`, Number(line?.[2]), ' ms', budget ? { atMost: 250 } : undefined);
          add(`scanner ${mode}, CPU ${rate}×: decoding a frame in the worker, p95`, Number(line?.[3]), ' ms', undefined, 1);
        }
      }
    } catch (error) {
      failed('scanner throughput (Chromium)', (error as Error).message);
    }
  }

  const header = ['figure', 'value', 'budget', 'ratio (≥ 1 meets)'];
  const widths = header.map((h, i) => Math.max(h.length, ...figures.map((f) => [f.figure, f.value, f.budget, f.ratio][i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(row(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const f of figures) console.log(row([f.figure, f.value, f.budget, f.ratio]));
}

await main();
