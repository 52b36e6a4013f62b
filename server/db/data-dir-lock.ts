import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * The embedded database is one process's (docs/architecture.md §3): `DATA_DIR/server.pid` names the process
 * that has it open, so a second server, or a backup or restore, refuses instead of reading or writing files
 * under a running one. A file left by a process that died (kill -9) names no live process and is taken over.
 */

const PID_FILE = 'server.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding `dataDir`'s embedded database, or null. */
export async function dataDirHolder(dataDir: string): Promise<number | null> {
  const text = await readFile(path.join(dataDir, PID_FILE), 'utf8').catch(() => null);
  const pid = text === null ? NaN : Number(text.trim());
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return alive(pid) ? pid : null;
}

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`the embedded database in ${dataDir} is in use by process ${pid}: stop that server first`);
  }
}

/** Marks `dataDir` as this process's; the returned function gives it back. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const holder = await dataDirHolder(dataDir);
  if (holder !== null) throw new DataDirInUseError(dataDir, holder);
  const file = path.join(dataDir, PID_FILE);
  await writeFile(file, `${process.pid}\n`);
  return async () => {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text !== null && Number(text.trim()) === process.pid) await rm(file, { force: true });
  };
}
