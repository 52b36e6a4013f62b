import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * A real `npm start` server in a process of its own (scripts/start.mjs), for the multi-process tests and the
 * benches: what production runs, not buildApp in the test's process.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type TServerProcess = {
  base: string;
  port: number;
  child: ChildProcess;
  /** stdout and stderr lines so far (for failure messages). */
  output: string[];
  /** SIGTERM and wait for the exit (a clean shutdown). */
  stop(): Promise<void>;
  /** Resolves when the process has exited, whatever the reason. */
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node scripts/start.mjs` with `env` over a quiet default (no web build unless `build`), and waits
 * until /api/health answers. Rejects with the process's output when it exits or does not answer in time.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  options: { build?: boolean; timeoutMs?: number } = {},
): Promise<TServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', SKIP_WEB_BUILD: options.build ? '0' : '1', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') output.push(line);
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (gone) throw new Error(`server process exited before answering:\n${output.join('\n')}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server process did not answer within ${options.timeoutMs ?? 120_000} ms:\n${output.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    port,
    child,
    output,
    exited,
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
