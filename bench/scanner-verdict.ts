/**
 * Door scanner: code in hand → verdict painted, offline, with the camera running, in Debian's Chromium
 * (docs/architecture.md §8: ≤ 100 ms, CPU slowed 4×). Starts the production server on a fresh demo database,
 * books tickets for the festival running now, installs the app on a phone-sized page (service worker on) whose
 * fake camera shows an empty gate (so the decoder works on every frame, as while staff wait for the next guest),
 * goes offline and types each ticket's code, from the Enter key to the verdict's text on screen plus one frame
 * (the app's User Timing measure, src/features/scanner/scan-timing.ts): signature check, decision, durable
 * IndexedDB write, render and paint. Then the same at the next CPU rate.
 * Run: `npx tsx bench/scanner-verdict.ts`. BENCH_SCANS (20 per rate, at most 40), BENCH_CPU_SLOWDOWN (a comma
 * list, `1,4`: this machine as is, and a mid-range phone).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { launchPhone, machine, openDoor, openScanner, quantile, takeFrameDecodes, throttle, writeDoorVideo } from './scanner-door';

const SCANS = Math.min(40, Number(process.env.BENCH_SCANS ?? 20));
const RATES = (process.env.BENCH_CPU_SLOWDOWN ?? '1,4').split(',').map(Number);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-bench-scanner-'));
const door = await openDoor(path.join(dataDir, 'data'));
let phone: BrowserContext | null = null;
try {
  const blank = path.join(dataDir, 'blank.y4m');
  await writeDoorVideo(blank, [], 0, 0);
  phone = await launchPhone(path.join(dataDir, 'phone'), blank, door.base);
  const page = phone.pages()[0] ?? (await phone.newPage());
  await openScanner(page, door);
  await phone.setOffline(true);
  await page.getByTestId('scanner-mode').and(page.locator('[data-mode="offline"]')).waitFor();
  const input = page.getByTestId('manual-code');
  const verdict = page.getByTestId('scan-verdict');

  for (const rate of RATES) {
    const codes = await door.book(SCANS);
    const cdp = await throttle(page, rate);
    await page.waitForTimeout(1_000);
    await takeFrameDecodes(page);
    const decoded: number[] = [];
    let where = 'worker';
    const times: number[] = [];
    // Of each: checking the signature, deciding from memory and writing the scan to disk, before the render.
    const decisions: number[] = [];
    for (const code of codes) {
      await input.fill(code);
      await input.press('Enter');
      await verdict.waitFor();
      const decision = await verdict.getAttribute('data-decision');
      if (decision !== 'accepted') throw new Error(`expected an accepted scan, got ${decision}`);
      await page.waitForFunction(() => performance.getEntriesByName('tadhkira:scan-to-verdict').length > 0);
      const [total, decided] = await page.evaluate(() => {
        const [entry] = performance.getEntriesByName('tadhkira:scan-to-verdict');
        const [decision] = performance.getEntriesByName('tadhkira:scan-to-decision');
        performance.clearMeasures('tadhkira:scan-to-verdict');
        performance.clearMeasures('tadhkira:scan-to-decision');
        return [entry?.duration ?? Number.NaN, decision?.duration ?? Number.NaN];
      });
      times.push(total);
      decisions.push(decided);
      const frames = await takeFrameDecodes(page);
      if (frames.worker.length === 0 && frames.main.length > 0) where = 'main thread';
      decoded.push(...frames.worker, ...frames.main);
      await verdict.click();
      await verdict.waitFor({ state: 'hidden' });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    const queued = await page.getByTestId('scanner-queued').getAttribute('data-value');
    console.log(
      `scanner verdict, offline, camera running, service worker on, CPU slowed ${rate}×, ${times.length} accepted scans (queued on the device: ${queued}); ${machine()}`,
    );
    console.log(`  in order: ${times.map((t) => t.toFixed(0)).join(' ')} ms`);
    console.log(`  of which deciding and queueing: p50 ${quantile(decisions, 0.5).toFixed(1)} ms, p95 ${quantile(decisions, 0.95).toFixed(1)} ms`);
    console.log(
      `  camera frames decoded meanwhile (${where}): ${decoded.length}, p50 ${quantile(decoded, 0.5).toFixed(1)} ms, p95 ${quantile(decoded, 0.95).toFixed(1)} ms a frame`,
    );
    console.log(
      `verdict at ${rate}× CPU: code in hand → verdict painted p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (budget 100 ms at 4×)`,
    );
  }
} finally {
  await phone?.close();
  await door.server.stop();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
