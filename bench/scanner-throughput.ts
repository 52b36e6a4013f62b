/**
 * Door scanner throughput (docs/architecture.md §8): a phone whose camera sees one guest's ticket after another,
 * as at a busy gate. Chromium's fake camera plays a video of BENCH_TICKETS distinct freshly booked tickets, each
 * in view for BENCH_IN_VIEW_MS then BENCH_GAP_MS of empty gate, looped; the app's own scanner page (service worker
 * on, the ticket list downloaded) reads them, offline and online, with the CPU as is and slowed 4× (the page by
 * CDP, the decoding worker by DOOR_PAGE_SCRIPT's emulation, bench/scanner-door.ts). For each run it prints the
 * sustained scans per minute (verdicts over the run's length), the tickets missed, the time from "code in view"
 * (the capture time of the first frame that shows it, read from a marker strip in the video) to "verdict painted"
 * (its element on screen plus one frame), and each frame's decoding time in the worker.
 * Run: `npx tsx bench/scanner-throughput.ts`. BENCH_TICKETS (24), BENCH_LOOPS (2: the second pass is of used
 * tickets, rejected), BENCH_IN_VIEW_MS (400), BENCH_GAP_MS (200), BENCH_CPU_SLOWDOWN (`1,4`), BENCH_MODES (`offline,online`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { launchPhone, machine, openDoor, openScanner, quantile, takeFrameDecodes, throttle, VIDEO, writeDoorVideo, type TDoor } from './scanner-door';

const TICKETS = Math.min(60, Number(process.env.BENCH_TICKETS ?? 24));
const LOOPS = Number(process.env.BENCH_LOOPS ?? 2);
const IN_VIEW = Math.round((Number(process.env.BENCH_IN_VIEW_MS ?? 400) * VIDEO.fps) / 1000);
const GAP = Math.round((Number(process.env.BENCH_GAP_MS ?? 200) * VIDEO.fps) / 1000);
const RATES = (process.env.BENCH_CPU_SLOWDOWN ?? '1,4').split(',').map(Number);
const MODES = (process.env.BENCH_MODES ?? 'offline,online').split(',').map((m) => m.trim()) as ('offline' | 'online')[];
const TICKET_MS = ((IN_VIEW + GAP) * 1000) / VIDEO.fps;

type TPageRecord = {
  verdicts: { mounted: number; painted: number | null; decision: string | null }[];
  inView: { ticket: number; at: number; source: string }[];
  scans: { code: string; at: number }[];
  frames: number;
};

async function run(door: TDoor, workDir: string, profile: string, mode: 'offline' | 'online', rate: number): Promise<void> {
  const codes = await door.book(TICKETS);
  const video = path.join(workDir, 'door.y4m');
  await writeDoorVideo(video, codes, IN_VIEW, GAP);
  let phone: BrowserContext | null = null;
  try {
    phone = await launchPhone(profile, video, door.base);
    const page = phone.pages()[0] ?? (await phone.newPage());
    await openScanner(page, door);
    if (mode === 'offline') {
      await phone.setOffline(true);
      await page.getByTestId('scanner-mode').and(page.locator('[data-mode="offline"]')).waitFor();
    }
    const cdp = await throttle(page, rate);
    // Starts with the run: what the page saw while it opened and while it was throttled is dropped.
    await page.evaluate(() => {
      const door = (window as unknown as { __door: TPageRecord }).__door; // DOOR_PAGE_SCRIPT's record
      door.verdicts.length = 0;
      door.inView.length = 0;
      door.scans.length = 0;
      door.frames = 0;
    });
    await takeFrameDecodes(page);
    const started = Date.now();
    const decodes: number[] = [];
    const loopMs = TICKETS * TICKET_MS;
    while (Date.now() - started < LOOPS * loopMs + 1_500) {
      await page.waitForTimeout(2_000);
      decodes.push(...(await takeFrameDecodes(page)).worker);
    }
    const record = await page.evaluate(() => (window as unknown as { __door: TPageRecord }).__door);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const index = new Map(codes.map((code, i) => [code, i]));
    // Pairs each verdict with the last scan written before it mounted, and that with the last time its ticket
    // came into view.
    const latencies: number[] = [];
    const firstInView = record.inView[0]?.at ?? 0;
    const lastInView = record.inView.at(-1)?.at ?? 0;
    const verdicts = record.verdicts.filter((v) => v.decision !== 'failed' && v.painted !== null);
    const recorded = record.scans;
    verdicts.forEach((verdict) => {
      const scan = record.scans.filter((s) => s.at <= verdict.mounted).at(-1);
      const ticket = index.get(scan?.code ?? '');
      const seen = record.inView.filter((e) => e.ticket === ticket && e.at <= verdict.mounted).at(-1);
      if (seen && verdict.painted !== null) latencies.push(verdict.painted - seen.at);
    });
    const counted = verdicts.filter((v) => v.mounted >= firstInView && v.mounted < lastInView + TICKET_MS).length;
    const windowMs = lastInView - firstInView + TICKET_MS;
    const offered = record.inView.length;
    const accepted = verdicts.filter((v) => v.decision === 'accepted').length;
    const source = record.inView[0]?.source ?? 'none';
    console.log(
      `throughput ${mode} at ${rate}× CPU: ${TICKETS} tickets × ${LOOPS} passes, each in view ${((IN_VIEW * 1000) / VIDEO.fps).toFixed(0)} ms then ${((GAP * 1000) / VIDEO.fps).toFixed(0)} ms empty; ${machine()}`,
    );
    console.log(
      `  codes in view ${offered}, verdicts ${verdicts.length} (accepted ${accepted}), missed ${Math.max(0, offered - verdicts.length)}; scans recorded ${recorded.length}; frames shown to the page ${record.frames}; time base: ${source} time`,
    );
    console.log(
      `  decoding per frame in the worker: ${decodes.length} frames, p50 ${quantile(decodes, 0.5).toFixed(1)} ms, p95 ${quantile(decodes, 0.95).toFixed(1)} ms${rate > 1 ? ` (emulated ${rate}× of the measured time)` : ''}`,
    );
    console.log(
      `  code in view → verdict painted: ${latencies.length} scans, p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
    );
    console.log(
      `throughput ${mode} ${rate}×: ${((counted * 60_000) / windowMs).toFixed(1)} scans/min sustained, code in view → verdict p95 ${quantile(latencies, 0.95).toFixed(0)} ms, decode p95 ${quantile(decodes, 0.95).toFixed(1)} ms`,
    );
  } finally {
    await phone?.close();
  }
}

const workDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-bench-throughput-'));
const door = await openDoor(path.join(workDir, 'data'));
try {
  const profile = path.join(workDir, 'phone');
  // First the install: the app, its service worker and the ticket list, with the camera on an empty gate.
  const blank = path.join(workDir, 'blank.y4m');
  await writeDoorVideo(blank, [], 0, 0);
  const phone = await launchPhone(profile, blank, door.base);
  await openScanner(phone.pages()[0] ?? (await phone.newPage()), door);
  await phone.close();
  for (const mode of MODES) for (const rate of RATES) await run(door, workDir, profile, mode, rate);
} finally {
  await door.server.stop();
  await rm(workDir, { recursive: true, force: true, maxRetries: 5 });
}
