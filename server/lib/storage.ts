import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

/*
 * Where uploaded media lives (docs/architecture.md §3): a directory (UPLOADS_DIR, by default DATA_DIR/uploads;
 * a shared mount when several processes run) or an S3-compatible bucket when S3_BUCKET is set. Paths are
 * relative ("posters/<name>-800.webp"); the same relative path is the object key (under S3_PREFIX).
 * Both are served at /uploads/<path> by this server (server/plugins/web.ts), streamed, so pages keep their
 * same-origin Content-Security-Policy and URLs do not change with the storage.
 */

export type TStoredFile = { relative: string; bytes: Buffer };

export type TStoredObject = { body: Readable; length: number; contentType: string; range?: { start: number; end: number; size: number } };

export interface TUploadStore {
  readonly kind: 'directory' | 's3';
  /** Writes every file or none (a failure removes the ones already written). */
  putAll(files: readonly TStoredFile[]): Promise<void>;
  /** Removes files; missing ones are not an error. */
  remove(relatives: readonly string[]): Promise<void>;
  /** A stored file (optionally a byte range of it, inclusive), or null when there is none. */
  get(relative: string, range?: { start: number; end?: number }): Promise<TStoredObject | null>;
}

export type TS3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  prefix: string;
};

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.mp4': 'video/mp4', '.webm': 'video/webm' };

export function contentTypeOf(relative: string): string {
  return CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream';
}

function randomName(): string {
  return randomBytes(16).toString('hex');
}

export class DirectoryStore implements TUploadStore {
  readonly kind = 'directory' as const;
  constructor(readonly root: string) {}

  private resolve(relative: string): string {
    const full = path.resolve(this.root, relative);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`path outside the uploads directory: ${relative}`);
    return full;
  }

  /** Each file goes to a hidden temporary name first and all are renamed at the end; a failure leaves none. */
  async putAll(files: readonly TStoredFile[]): Promise<void> {
    const staged: { temp: string; final: string }[] = [];
    const placed: string[] = [];
    try {
      for (const file of files) {
        const final = this.resolve(file.relative);
        await mkdir(path.dirname(final), { recursive: true });
        const temp = path.join(path.dirname(final), `.${path.basename(final)}.${randomName()}.tmp`);
        staged.push({ temp, final });
        await writeFile(temp, file.bytes, { flag: 'wx' });
      }
      for (const { temp, final } of staged) {
        await rename(temp, final);
        placed.push(final);
      }
    } catch (error) {
      await Promise.all([...staged.map((s) => rm(s.temp, { force: true })), ...placed.map((p) => rm(p, { force: true }))]);
      throw error;
    }
  }

  async remove(relatives: readonly string[]): Promise<void> {
    await Promise.all(relatives.map((relative) => rm(this.resolve(relative), { force: true })));
  }

  /** The files of `folders` (one level each, hidden ones included) with their age, for the start-up sweep. */
  async list(folders: readonly string[]): Promise<{ relative: string; modifiedAt: Date }[]> {
    const found: { relative: string; modifiedAt: Date }[] = [];
    for (const folder of folders) {
      const names = await readdir(this.resolve(folder)).catch(() => [] as string[]);
      for (const name of names) {
        const relative = `${folder}/${name}`;
        const info = await stat(this.resolve(relative)).catch(() => null);
        if (info?.isFile()) found.push({ relative, modifiedAt: info.mtime });
      }
    }
    return found;
  }

  async get(relative: string, range?: { start: number; end?: number }): Promise<TStoredObject | null> {
    const full = this.resolve(relative);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) return null;
    const contentType = contentTypeOf(relative);
    if (!range) return { body: createReadStream(full), length: info.size, contentType };
    const end = Math.min(range.end ?? info.size - 1, info.size - 1);
    return {
      body: createReadStream(full, { start: range.start, end }),
      length: end - range.start + 1,
      contentType,
      range: { start: range.start, end, size: info.size },
    };
  }
}

export class S3Store implements TUploadStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: TS3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    });
  }

  private key(relative: string): string {
    return `${this.settings.prefix}${relative}`;
  }

  async putAll(files: readonly TStoredFile[]): Promise<void> {
    const placed: string[] = [];
    try {
      for (const file of files) {
        await this.client.send(
          new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(file.relative), Body: file.bytes, ContentType: contentTypeOf(file.relative) }),
        );
        placed.push(file.relative);
      }
    } catch (error) {
      await this.remove(placed).catch(() => undefined);
      throw error;
    }
  }

  async remove(relatives: readonly string[]): Promise<void> {
    if (relatives.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: relatives.map((r) => ({ Key: this.key(r) })), Quiet: true } }),
    );
  }

  async get(relative: string, range?: { start: number; end?: number }): Promise<TStoredObject | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(relative), Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined }),
      );
      const body = out.Body as Readable | undefined;
      if (!body) return null;
      const length = Number(out.ContentLength ?? 0);
      const contentType = contentTypeOf(relative);
      const match = out.ContentRange ? /bytes (\d+)-(\d+)\/(\d+)/.exec(out.ContentRange) : null;
      if (range && match) return { body, length, contentType, range: { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } };
      return { body, length, contentType };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound')) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) return null;
      throw error;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}

export function createUploadStore(config: { uploadsDir: string; s3: TS3Settings | undefined }): TUploadStore {
  return config.s3 ? new S3Store(config.s3) : new DirectoryStore(config.uploadsDir);
}
