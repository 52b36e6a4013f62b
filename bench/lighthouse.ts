/**
 * Lighthouse 12, mobile preset (simulated throttling, Moto G Power), on the public pages of the production
 * server: `/` and an event page, in English and Arabic, each page run LH_RUNS (5) times in a fresh Chromium
 * profile (a first visit: no cache, no service worker), the median run by performance score reported, with the
 * lowest score and the longest blocking time of all runs (every run must hold: performance ≥ 95, TBT ≤ 150 ms)
 * against the budgets of docs/architecture.md §8 (performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02,
 * accessibility, best practices and SEO 100; first load ≤ 150 KB of JavaScript in ≤ 15 scripts).
 *
 * `npm run bench:lighthouse` starts the production server (`scripts/start.mjs`, building the web app when
 * stale) on demo data — PostgreSQL when DATABASE_URL is set (that database is WIPED), else PGlite in a
 * temporary DATA_DIR. `LH_URL_BASE=http://host:port` measures a server that is already running instead.
 *
 * Options: LH_PAGES (comma list of page entries, see PAGES), LH_RUNS (5), CHROME_PATH (/usr/bin/chromium).
 * Prints one table on stdout (progress on stderr). The raw reports (HTML and JSON per run) and summary.json
 * go to a temporary directory whose path is printed as `raw reports: <dir>` (`npm run bench` reads it).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Artifacts, type Result } from 'lighthouse';
import { startServerProcess, type TServerProcess } from '../server/test/server-process';
import { openBenchDatabase } from './bench-db';

/**
 * The pages measured. `{event}` becomes the id of a live demo event with a poster. Arabic pages have their
 * own addresses (`/ar…`, docs/architecture.md §10). `@ar` after a path launches Chromium with Arabic as the
 * browser language (navigator.language and Accept-Language): `/@ar` measures an unprefixed first visit
 * rendered in the browser's language.
 */
const PAGES = ['/', '/event/{event}', '/ar', '/ar/event/{event}'];

/** docs/architecture.md §8: Lighthouse 12 mobile, and the public first load. */
const BUDGET = { performance: 95, tbtMs: 150, lcpS: 2.0, clsAtMost: 0.02, category: 100, jsKb: 150, jsRequests: 15 } as const;

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 5));
/** Attempts per run when Lighthouse returns no performance score. */
const ATTEMPTS = 3;
/** Categories whose failing audits are listed by id (performance has its own figures). */
const LISTED_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

export type TLighthouseRun = {
  /** 0–100; null when Lighthouse could not score it (a metric failed). */
  performance: number | null;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  jsKb: number;
  jsRequests: number;
  requests: number;
  /** Audits of accessibility, best practices and SEO scoring below 1, with a few of their items. */
  failing: { id: string; category: string; title: string; items: string[] }[];
  runtimeError: string | null;
  report: string;
};
export type TLighthouseSummary = {
  base: string;
  runs: number;
  /** The 1-minute load average before and after the runs: simulated throttling scales what it observes. */
  load: string;
  /** Attempts that came back without a performance score (and were run again, up to ATTEMPTS). */
  unscored: string[];
  pages: { page: string; url: string; lang: string; median: TLighthouseRun; runs: TLighthouseRun[] }[];
};

const score = (lhr: Result, id: string) => {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

type TItem = Record<string, unknown>;
function itemsOf(lhr: Result, id: string): TItem[] {
  const details = lhr.audits[id]?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? (details.items as TItem[]) : [];
}

/** A short line for one item of a failing audit: the console message, the element, or the URL. */
function describeItem(item: TItem): string {
  const node = item.node as { snippet?: string } | undefined;
  const source = item.source as { url?: string } | string | undefined;
  // inspector-issues: an issue type ("Content security policy") with the URLs it concerns as sub-items.
  const subItems = (item.subItems as { items?: { url?: unknown }[] } | undefined)?.items ?? [];
  const issue = typeof item.issueType === 'string' ? [item.issueType, ...subItems.map((s) => String(s.url ?? ''))].filter(Boolean).join(' ') : undefined;
  const text = [item.description, node?.snippet, issue, item.url, typeof source === 'string' ? source : source?.url].find(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  const oneLine = (text ?? JSON.stringify(item)).replace(/\s+/g, ' ');
  return oneLine.length > 160 ? `${oneLine.slice(0, 157)}…` : oneLine;
}

/** The page's CSP violations as Chromium reported them (the report only says "Content security policy"). */
function cspViolations(artifacts: Artifacts | undefined): string[] {
  return (artifacts?.InspectorIssues?.contentSecurityPolicyIssue ?? []).map((issue) => {
    const where = issue.sourceCodeLocation
      ? ` at ${issue.sourceCodeLocation.url}:${issue.sourceCodeLocation.lineNumber + 1}:${issue.sourceCodeLocation.columnNumber + 1}`
      : '';
    const blocked = issue.blockedURL ? ` blocked ${issue.blockedURL}` : '';
    return `CSP ${issue.contentSecurityPolicyViolationType} (${issue.violatedDirective}${issue.isReportOnly ? ', report-only' : ''})${blocked}${where}`;
  });
}

function summarize(lhr: Result, report: string, csp: string[]): TLighthouseRun {
  const requests = itemsOf(lhr, 'network-requests');
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const failing: TLighthouseRun['failing'] = [];
  for (const category of LISTED_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      const items = itemsOf(lhr, ref.id).slice(0, 3).map(describeItem);
      failing.push({ id: ref.id, category, title: audit.title, items: ref.id === 'inspector-issues' ? [...items, ...csp.slice(0, 5)] : items });
    }
  }
  return {
    performance: score(lhr, 'performance'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    jsKb: scripts.reduce((n, r) => n + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0) / 1024,
    jsRequests: scripts.length,
    requests: requests.length,
    failing,
    runtimeError: lhr.runtimeError?.code ?? null,
    report,
  };
}

/** One Lighthouse run in a Chromium of its own: chrome-launcher gives it a new profile and deletes it after. */
async function runOnce(url: string, lang: string, reportBase: string): Promise<TLighthouseRun> {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, `--lang=${lang}`, `--accept-lang=${lang}`],
    prefs: { intl: { accept_languages: lang } },
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: ['html', 'json'], logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const [html, json] = result.report as string[];
    await writeFile(`${reportBase}.html`, html ?? '');
    await writeFile(`${reportBase}.json`, json ?? '');
    return summarize(result.lhr, `${reportBase}.html`, cspViolations(result.artifacts));
  } finally {
    chrome.kill();
  }
}

/** The median run by performance score (the lower middle one for an even count; unscored runs sort first). */
function median(runs: TLighthouseRun[]): TLighthouseRun {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** A live demo event with a poster: the page whose LCP is the poster. */
async function pickEvent(base: string): Promise<number> {
  const res = await fetch(`${base}/api/events?per_page=100`);
  if (!res.ok) throw new Error(`GET /api/events answered ${res.status}`);
  const body = (await res.json()) as { data: { events: { id: number; poster_image_url: string | null }[] } };
  const event = body.data.events.find((e) => e.poster_image_url !== null) ?? body.data.events[0];
  if (!event) throw new Error('GET /api/events lists no event to measure');
  return event.id;
}

function parsePage(entry: string, eventId: number): { page: string; path: string; lang: string } {
  const [rawPath = '/', lang = 'en-US'] = entry.trim().split('@');
  const resolved = rawPath.replaceAll('{event}', String(eventId));
  return { page: lang === 'en-US' ? resolved : `${resolved} @${lang}`, path: resolved, lang };
}

const fmt = (n: number | null, digits = 0) => (n === null || !Number.isFinite(n) ? 'n/a' : n.toFixed(digits));

function printTable(summary: TLighthouseSummary): number {
  let misses = 0;
  const mark = (text: string, ok: boolean) => {
    if (ok) return text;
    misses += 1;
    return `${text} ✗`;
  };
  const header = ['page', 'perf', 'perf min', 'LCP s', 'FCP s', 'TBT ms', 'TBT max', 'CLS', 'a11y', 'BP', 'SEO', 'JS KB', 'JS req', 'requests'];
  const budgetRow = [
    'budget',
    `≥ ${BUDGET.performance}`,
    `≥ ${BUDGET.performance}`,
    `≤ ${BUDGET.lcpS.toFixed(1)}`,
    '—',
    '—',
    `≤ ${BUDGET.tbtMs}`,
    `≤ ${BUDGET.clsAtMost}`,
    '100',
    '100',
    '100',
    `≤ ${BUDGET.jsKb}`,
    `≤ ${BUDGET.jsRequests}`,
    '—',
  ];
  const category = (s: number | null) => mark(fmt(s), s === BUDGET.category);
  const rows = summary.pages.map(({ page, median: m, runs }) => {
    const lowest = Math.min(...runs.map((run) => run.performance ?? 0));
    const longest = Math.max(...runs.map((run) => run.tbtMs));
    return [
      page,
      mark(fmt(m.performance), (m.performance ?? 0) >= BUDGET.performance),
      mark(fmt(lowest), lowest >= BUDGET.performance),
      mark(fmt(m.lcpMs / 1000, 2), m.lcpMs / 1000 <= BUDGET.lcpS),
      fmt(m.fcpMs / 1000, 2),
      fmt(m.tbtMs),
      mark(fmt(longest), longest <= BUDGET.tbtMs),
      mark(fmt(m.cls, 3), m.cls <= BUDGET.clsAtMost),
      category(m.accessibility),
      category(m.bestPractices),
      category(m.seo),
      mark(fmt(m.jsKb, 1), m.jsKb <= BUDGET.jsKb),
      mark(String(m.jsRequests), m.jsRequests <= BUDGET.jsRequests),
      String(m.requests),
    ];
  });
  const all = [header, budgetRow, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`Lighthouse 12 mobile (simulated throttling), median of ${summary.runs} by performance, ${summary.base}, load ${summary.load}`);
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of [budgetRow, ...rows]) console.log(line(row));
  console.log(`budget misses: ${misses} (✗)`);
  return misses;
}

function printFailing(summary: TLighthouseSummary): void {
  if (summary.unscored.length > 0) console.log(`attempts without a performance score, run again: ${summary.unscored.join('; ')}`);
  for (const { page, runs, median: m } of summary.pages) {
    // Union over the runs, so an audit failing in one run of three still shows (with its count).
    const seen = new Map<string, { failing: TLighthouseRun['failing'][number]; count: number }>();
    for (const run of runs) {
      for (const f of run.failing) seen.set(f.id, { failing: seen.get(f.id)?.failing ?? f, count: (seen.get(f.id)?.count ?? 0) + 1 });
    }
    if (seen.size === 0) continue;
    console.log(`${page}: failing accessibility / best-practices / SEO audits (median report ${m.report}):`);
    for (const { failing: f, count } of seen.values()) {
      console.log(`  ${f.category} ${f.id} (${count}/${runs.length} runs): ${f.title}`);
      for (const item of f.items) console.log(`      ${item}`);
    }
  }
}

async function main(): Promise<void> {
  const reportsDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-lighthouse-'));
  let server: TServerProcess | null = null;
  let dataDir: string | null = null;
  try {
    let base = process.env.LH_URL_BASE?.replace(/\/$/, '');
    if (!base) {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-bench-lighthouse-'));
      if (process.env.DATABASE_URL) await (await openBenchDatabase()).close(); // wiped: the server seeds it afresh
      server = await startServerProcess({ DATA_DIR: dataDir, DEMO_DATA: '1', LOG_LEVEL: 'warn' }, { build: true });
      base = server.base;
    }
    const eventId = await pickEvent(base);
    const entries = process.env.LH_PAGES ? process.env.LH_PAGES.split(',').filter((e) => e.trim() !== '') : PAGES;
    const pages = entries.map((e) => parsePage(e, eventId));
    console.error(`lighthouse: ${pages.length} pages × ${RUNS} runs against ${base} (load ${os.loadavg()[0]?.toFixed(1)}); reports in ${reportsDir}`);

    const loadBefore = os.loadavg()[0]?.toFixed(1);
    const summary: TLighthouseSummary = { base, runs: RUNS, load: '', unscored: [], pages: [] };
    for (const [index, page] of pages.entries()) {
      const url = `${base}${page.path}`;
      const runs: TLighthouseRun[] = [];
      const slug = page.page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      for (let i = 1; i <= RUNS; i += 1) {
        // A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP: seen on this loaded 2-core
        // machine) has no performance score; it is run again, so the median is of scored runs only.
        let run: TLighthouseRun | null = null;
        for (let attempt = 1; attempt <= ATTEMPTS && (run === null || run.performance === null); attempt += 1) {
          if (run) console.error(`  ${page.page} run ${i}: ${run.runtimeError ?? 'no performance score'}; again`);
          run = await runOnce(url, page.lang, path.join(reportsDir, `${index + 1}-${slug}-run${i}${attempt > 1 ? `-attempt${attempt}` : ''}`));
          if (run.performance === null) summary.unscored.push(`${page.page} run ${i}: ${run.runtimeError ?? 'no performance score'}`);
        }
        console.error(
          `  ${page.page} run ${i}: performance ${fmt(run!.performance)}, LCP ${fmt(run!.lcpMs / 1000, 2)} s, TBT ${fmt(run!.tbtMs)} ms, JS ${fmt(run!.jsKb, 1)} KB in ${run!.jsRequests}`,
        );
        runs.push(run!);
      }
      summary.pages.push({ page: page.page, url, lang: page.lang, median: median(runs), runs });
    }
    summary.load = `${loadBefore} → ${os.loadavg()[0]?.toFixed(1)}`;
    await writeFile(path.join(reportsDir, 'summary.json'), JSON.stringify(summary, null, 2));

    printTable(summary);
    printFailing(summary);
    console.log(`raw reports: ${reportsDir}`);
    if (summary.pages.some((p) => p.runs.every((r) => r.performance === null))) {
      throw new Error('a page has no scored run (see the runtime errors above)');
    }
  } finally {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
