import http from 'node:http';

export type LoadResult = { sent: number; ok: number; errors: number; seconds: number; latenciesMs: number[] };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function once(url: string): Promise<{ status: number; ms: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
  });
}

/** Open loop: requests start on a fixed schedule whatever the latency, so queueing shows up in the figures. */
export async function fixedRate(urls: () => string, ratePerSecond: number, seconds: number): Promise<LoadResult> {
  const total = Math.round(ratePerSecond * seconds);
  const interval = 1000 / ratePerSecond;
  const started = performance.now();
  const pending: Promise<{ status: number; ms: number }>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(once(urls()));
  }
  const results = await Promise.all(pending);
  return summarise(results, (performance.now() - started) / 1000);
}

/** Closed loop: `concurrency` clients back to back for `seconds`, to find the throughput ceiling. */
export async function maxThroughput(urls: () => string, concurrency: number, seconds: number): Promise<LoadResult> {
  const deadline = performance.now() + seconds * 1000;
  const results: { status: number; ms: number }[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) results.push(await once(urls()));
    }),
  );
  return summarise(results, (performance.now() - started) / 1000);
}

function summarise(results: { status: number; ms: number }[], seconds: number): LoadResult {
  const ok = results.filter((r) => r.status >= 200 && r.status < 300).length;
  return { sent: results.length, ok, errors: results.length - ok, seconds, latenciesMs: results.map((r) => r.ms).sort((a, b) => a - b) };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function describe(label: string, r: LoadResult): string {
  const rps = r.sent / r.seconds;
  return `${label.padEnd(44)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${percentile(r.latenciesMs, 50).toFixed(2)} ms  p99 ${percentile(r.latenciesMs, 99).toFixed(2)} ms  errors ${r.errors}/${r.sent}`;
}

/** One JSON request on `agent`: its status, the error envelope's code (4xx/5xx) and the time to the last byte. */
export function requestJson(
  agent: http.Agent,
  base: string,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; code: string | null; ms: number }> {
  const started = process.hrtime.bigint();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${base}${pathname}`,
      {
        method,
        agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          let code: string | null = null;
          if ((res.statusCode ?? 0) >= 400) {
            try {
              code = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code?: string }).code ?? null;
            } catch {
              code = 'unparseable';
            }
          }
          resolve({ status: res.statusCode ?? 0, code, ms });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, code: 'network', ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    req.end(payload);
  });
}
