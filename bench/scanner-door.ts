/**
 * What the door scanner's browser benches share (bench/scanner-verdict.ts, bench/scanner-throughput.ts): a
 * production server on a fresh demo database, door staff signed in, tickets of the festival running now, and a
 * phone — Debian's Chromium at 390 px with its fake camera playing a video of QR codes — that has installed the
 * app (service worker on) and downloaded the ticket list, as at a real door.
 */
import { open } from 'node:fs/promises';
import os from 'node:os';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { create } from 'qrcode';
import { chromiumLaunch } from '../playwright.config';
import { startServerProcess, type TServerProcess } from '../server/test/server-process';

export type TDoor = { server: TServerProcess; base: string; staff: string; eventId: number; book: (count: number) => Promise<string[]> };

async function api<T>(base: string, pathname: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(base + pathname, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Starts the server (building the web app when stale) on `dataDir`, signs in staff and a buyer. */
export async function openDoor(dataDir: string): Promise<TDoor> {
  const server = await startServerProcess({ DATA_DIR: dataDir, DEMO_DATA: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' }, { build: true, timeoutMs: 300_000 });
  const base = server.base;
  const login = async (email: string, password: string) =>
    (await api<{ data: { token: string } }>(base, '/api/auth/login', { method: 'POST', body: { login: email, password } })).data.token;
  const staff = await login('staff@tadhkira.om', 'staff123');
  const buyer = await login('user@tadhkira.om', 'user1234');
  const events = (await api<{ data: { events: { id: number; name: string }[] } }>(base, '/api/admin/scan/events', { token: staff })).data.events;
  const festival = events.find((e) => e.name === 'Muscat Nights Festival');
  if (!festival) throw new Error('no festival running in the demo data');
  const detail = await api<{ data: { event: { tickets: { id: number; name: string }[] } } }>(base, `/api/events/${festival.id}`);
  const dayEntry = detail.data.event.tickets.find((t) => t.name === 'Day entry');
  if (!dayEntry) throw new Error('no Day entry ticket');

  /** Books `count` Day entry tickets (20 a booking, paid on the test gateway when priced): their codes. */
  async function book(count: number): Promise<string[]> {
    const codes: string[] = [];
    for (let left = count; left > 0; left -= 20) {
      type TBooked = { data: { invoice: { id: number }; bookings: { code: string | null }[]; payment: { redirect_url: string } | null } };
      let booked = await api<TBooked>(base, '/api/bookings', { method: 'POST', token: buyer, body: { ticket_id: dayEntry!.id, quantity: Math.min(20, left) } });
      if (booked.data.payment) {
        const paid = await fetch(`${base}${new URL(booked.data.payment.redirect_url).pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'action=pay',
          redirect: 'manual',
        });
        if (paid.status !== 303) throw new Error(`test checkout answered ${paid.status}`);
        booked = await api<TBooked>(base, `/api/invoices/${booked.data.invoice.id}`, { token: buyer });
      }
      codes.push(...booked.data.bookings.map((b) => b.code ?? ''));
    }
    return codes;
  }
  return { server, base, staff, eventId: festival.id, book };
}

export const VIDEO = { width: 640, height: 480, fps: 30 };
const QUIET_ZONE = 4;
const DARK = 16;
const LIGHT = 235;
/** The marker strip along the top of each frame: 16 px blocks, dark = 1 (read back in the page, see MARKER_READER). */
export const MARKER = { block: 16, tickets: 6, frames: 5 };

/**
 * A YUV4MPEG2 video for Chromium's fake camera (--use-file-for-fake-video-capture), which loops it: each of
 * `codes` in view for `inView` frames (black on white, centred, 90 % of the height, as tests/e2e/support/fake-camera.ts
 * draws it) then `gap` blank frames. Frames with a code carry a marker strip above the code: a block saying
 * "code in view", the ticket's index and how many frames it has been in view, so the page can tell when each
 * code came into view even when it misses frames. Empty `codes`: one blank frame.
 */
export async function writeDoorVideo(filePath: string, codes: readonly string[], inView: number, gap: number): Promise<void> {
  const { width, height, fps } = VIDEO;
  const file = await open(filePath, 'w');
  try {
    await file.write(Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'ascii'));
    const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
    const blank = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), Buffer.alloc(width * height, LIGHT), chroma]);
    if (codes.length === 0) await file.write(blank);
    for (const [index, code] of codes.entries()) {
      const luma = Buffer.alloc(width * height, LIGHT);
      const { size, data } = create(code, { errorCorrectionLevel: 'M' }).modules;
      const total = size + QUIET_ZONE * 2;
      const scale = Math.floor((height * 0.9) / total);
      const offsetX = Math.floor((width - total * scale) / 2);
      const offsetY = Math.floor((height - total * scale) / 2);
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          if (!data[y * size + x]) continue;
          for (let dy = 0; dy < scale; dy++) {
            const row = (offsetY + (y + QUIET_ZONE) * scale + dy) * width;
            luma.fill(DARK, row + offsetX + (x + QUIET_ZONE) * scale, row + offsetX + (x + QUIET_ZONE + 1) * scale);
          }
        }
      }
      for (let frame = 0; frame < inView; frame++) {
        const marked = Buffer.from(luma);
        const bits = [1, ...bitsOf(index, MARKER.tickets), ...bitsOf(frame, MARKER.frames)];
        for (const [block, bit] of bits.entries()) {
          if (!bit) continue;
          for (let y = 0; y < MARKER.block; y++) marked.fill(DARK, y * width + block * MARKER.block, y * width + (block + 1) * MARKER.block);
        }
        await file.write(Buffer.concat([Buffer.from('FRAME\n', 'ascii'), marked, chroma]));
      }
      for (let frame = 0; frame < gap; frame++) await file.write(blank);
    }
  } finally {
    await file.close();
  }
}

function bitsOf(value: number, count: number): number[] {
  return Array.from({ length: count }, (_, bit) => (value >> bit) & 1);
}

/** A phone with its own storage (kept across launches, so the app stays installed) and the camera showing `video`. */
export async function launchPhone(profile: string, video: string, baseURL: string): Promise<BrowserContext> {
  const phone = await chromium.launchPersistentContext(profile, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    baseURL,
    executablePath: chromiumLaunch.executablePath,
    args: [...chromiumLaunch.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    permissions: ['camera'],
    serviceWorkers: 'allow',
  });
  await phone.addInitScript({ content: DOOR_PAGE_SCRIPT });
  return phone;
}

/** Opens the event's scanner with the service worker in control, the ticket list on the device and the camera running. */
export async function openScanner(page: Page, door: TDoor): Promise<void> {
  if (!page.url().startsWith(door.base)) {
    await page.goto('/privacy-policy');
    await page.evaluate((token) => localStorage.setItem('token', token), door.staff);
  }
  await page.goto(`/dashboard/event/${door.eventId}/scan`);
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), undefined, { timeout: 90_000 });
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
  await page
    .getByTestId('scanner-last-sync')
    .filter({ hasNotText: /not synced/i })
    .waitFor({ timeout: 30_000 });
  await page.locator('[data-camera-status="running"]').waitFor({ timeout: 30_000 });
}

/**
 * Run in the phone's pages before the app (a string: tsx would wrap named functions in a helper the page lacks).
 *
 * 1. The decoder's slowdown. CDP's Emulation.setCPUThrottlingRate slows the page's main thread only, and a worker
 *    target refuses it ("Operation is only supported for pages, not workers"), so a phone's slower core is
 *    emulated for the app's decoding worker here: each answer reaches the app (rate − 1) × the time the frame
 *    took later, and reports rate × that time, as a throttled thread would (Chromium throttles by pausing the
 *    thread, leaving the core free meanwhile). The loop keeps one frame in flight, so the worker idles meanwhile.
 * 2. `__door.verdicts`: each verdict element as it mounts, and when it is on screen plus one frame (the
 *    measure's end in src/features/scanner/scan-timing.ts).
 * 3. `__door.scans`: each scan as the app writes it to its queue (the verdict follows once it is on disk).
 * 4. `__door.inView`: when each ticket of the door video came into view of the camera, read from the marker
 *    strip of the frames the page is shown (the capture time of the first frame of the code, counted back by
 *    the frames the page missed).
 */
export const DOOR_PAGE_SCRIPT = `(() => {
  const door = (window.__door = { slowdown: 1, verdicts: [], inView: [], scans: [], frames: 0 });
  const add = IDBObjectStore.prototype.add;
  IDBObjectStore.prototype.add = function (value, key) {
    if (this.name === 'queue' && value && typeof value.code === 'string') door.scans.push({ code: value.code, at: performance.now() });
    return add.call(this, value, key);
  };
  const RealWorker = window.Worker;
  window.Worker = class extends RealWorker {
    set onmessage(handler) {
      super.onmessage = (event) => {
        const rate = door.slowdown;
        const data = event.data && typeof event.data.ms === 'number' && rate > 1 ? { ...event.data, ms: event.data.ms * rate } : event.data;
        const deliver = () => handler.call(this, new MessageEvent('message', { data }));
        if (data === event.data) deliver();
        else setTimeout(deliver, event.data.ms * (rate - 1));
      };
    }
    get onmessage() { return super.onmessage; }
  };
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (!(node instanceof Element) || node.getAttribute('data-testid') !== 'scan-verdict') continue;
      const entry = { mounted: performance.now(), painted: null, decision: node.getAttribute('data-decision') };
      door.verdicts.push(entry);
      requestAnimationFrame(() => setTimeout(() => { entry.painted = performance.now(); }, 0));
    }
  }).observe(document, { childList: true, subtree: true });
  const B = ${MARKER.block}, BITS = 1 + ${MARKER.tickets} + ${MARKER.frames}, PERIOD = 1000 / ${VIDEO.fps};
  let last = null;
  // The strip is copied from the frame's luma plane: no colour conversion on the page's thread.
  function readMarker(video, shown) {
    let frame;
    try { frame = new VideoFrame(video); } catch { return; }
    const rect = { x: 0, y: 0, width: B * BITS, height: B };
    const bytes = new Uint8Array(frame.allocationSize({ rect }));
    frame.copyTo(bytes, { rect }).then((layout) => {
      const luma = layout[0];
      const bit = (i) => (bytes[luma.offset + (B >> 1) * luma.stride + i * B + (B >> 1)] < 128 ? 1 : 0);
      if (!bit(0)) { last = null; return; }
      let ticket = 0, at = 0;
      for (let i = 0; i < ${MARKER.tickets}; i++) ticket |= bit(1 + i) << i;
      for (let i = 0; i < ${MARKER.frames}; i++) at |= bit(1 + ${MARKER.tickets} + i) << i;
      if (last !== ticket) door.inView.push({ ticket, at: shown.at - at * PERIOD, source: shown.source });
      last = ticket;
    }, () => undefined).finally(() => frame.close());
  }
  function watch(video) {
    video.requestVideoFrameCallback(function onFrame(now, meta) {
      door.frames++;
      readMarker(video, meta.captureTime !== undefined ? { at: meta.captureTime, source: 'capture' } : { at: meta.presentationTime ?? now, source: 'presentation' });
      if (video.isConnected) video.requestVideoFrameCallback(onFrame);
    });
  }
  const seen = new WeakSet();
  setInterval(() => {
    const video = document.querySelector('video');
    if (video && !seen.has(video) && typeof video.requestVideoFrameCallback === 'function') { seen.add(video); watch(video); }
  }, 100);
})();`;

/**
 * Slows the phone `rate`×: the page's main thread by CDP (Emulation.setCPUThrottlingRate: a mid-range phone at
 * 4), the decoding worker by DOOR_PAGE_SCRIPT's emulation (CDP cannot throttle a worker).
 */
export async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.evaluate((value) => {
    (window as unknown as { __door: { slowdown: number } }).__door.slowdown = value; // set by DOOR_PAGE_SCRIPT
  }, rate);
  return cdp;
}

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** The frame measures the app records (src/features/scanner/scan-timing.ts), taken and cleared. */
export async function takeFrameDecodes(page: Page): Promise<{ worker: number[]; main: number[] }> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(() => {
    const entries = performance.getEntriesByName('tadhkira:frame-decode') as PerformanceMeasure[];
    performance.clearMeasures('tadhkira:frame-decode');
    const worker = entries.filter((e) => (e.detail as { where?: string } | null)?.where === 'worker').map((e) => e.duration);
    const main = entries.filter((e) => (e.detail as { where?: string } | null)?.where !== 'worker').map((e) => e.duration);
    return { worker, main };
  });
}

export function machine(): string {
  return `node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}
