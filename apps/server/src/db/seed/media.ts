// Files of the demo: the committed media in apps/server/seed-assets (lesson videos, audio, PDF)
// and the generated SVGs, written through the Storage driver with a `files` row each; a course
// poster also gets its WebP copies, linked in file_variants as an uploaded thumbnail's are.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FileKind } from '@app/core';
import { REPO_ROOT } from '../../config.js';
import type { files, fileVariants } from '../schema.js';
import type { Storage } from '../../storage/storage.js';
import { posterCopies, type PosterCopy } from './posters.js';
import type { CoursePictureSvgs } from './thumbnails.js';

export const SEED_ASSETS_DIR = path.join(REPO_ROOT, 'apps/server/seed-assets');

export const ASSETS = {
  welcome: { file: 'welcome.mp4', mime: 'video/mp4', ext: 'mp4' },
  code: { file: 'code-walkthrough.mp4', mime: 'video/mp4', ext: 'mp4' },
  concept: { file: 'concept-explainer.mp4', mime: 'video/mp4', ext: 'mp4' },
  // 45 s: longer than the preview dialog's 30 seconds, so the demo shows the cap at work.
  trailer: { file: 'course-trailer.mp4', mime: 'video/mp4', ext: 'mp4' },
  audio: { file: 'audio-lesson.mp3', mime: 'audio/mpeg', ext: 'mp3' },
  handout: { file: 'lesson-handout.pdf', mime: 'application/pdf', ext: 'pdf' },
} as const;
export type AssetName = keyof typeof ASSETS;

export type FileRow = typeof files.$inferInsert & { id: string };

/** Collects files to store: bytes go to storage in parallel, rows are inserted in bulk later. */
export class SeedFiles {
  readonly rows: FileRow[] = [];
  /** Filled by flush(), when the posters' copies are rendered. */
  readonly variants: Array<typeof fileVariants.$inferInsert> = [];
  private readonly pending: Array<{ key: string; bytes: Buffer }> = [];
  private readonly posters: Array<{ original: FileRow; svgs: CoursePictureSvgs }> = [];
  private readonly stored: string[] = [];
  private assets: Record<AssetName, Buffer> | undefined;

  constructor(private readonly storage: Storage) {}

  /** Reads the committed media once. */
  async loadAssets(): Promise<void> {
    const entries = await Promise.all(
      (Object.keys(ASSETS) as AssetName[]).map(
        async (name) => [name, await readFile(path.join(SEED_ASSETS_DIR, ASSETS[name].file))] as const,
      ),
    );
    this.assets = Object.fromEntries(entries) as Record<AssetName, Buffer>;
  }

  /** Queues a file and returns its row (the key follows saveFile's `<kind>/<id>.<ext>`). */
  add(input: {
    bytes: Buffer;
    ext: string;
    mimeType: string;
    originalName: string;
    kind: FileKind;
    isPublic: boolean;
    uploadedBy: string | null;
    createdAt: Date;
  }): FileRow {
    const id = randomUUID();
    const storageKey = `${input.kind}/${id}.${input.ext}`;
    const row: FileRow = {
      id,
      storageKey,
      originalName: input.originalName,
      size: input.bytes.length,
      mimeType: input.mimeType,
      kind: input.kind,
      isPublic: input.isPublic,
      uploadedBy: input.uploadedBy,
      createdAt: input.createdAt,
    };
    this.rows.push(row);
    this.pending.push({ key: storageKey, bytes: input.bytes });
    return row;
  }

  /** A private lesson file: one copy per lesson, as if the instructor had uploaded it. */
  addLessonAsset(name: AssetName, originalName: string, uploadedBy: string, createdAt: Date): FileRow {
    if (!this.assets) throw new Error('seed assets not loaded');
    const a = ASSETS[name];
    return this.add({
      bytes: this.assets[name],
      ext: a.ext,
      mimeType: a.mime,
      originalName,
      kind: 'lesson',
      isPublic: false,
      uploadedBy,
      createdAt,
    });
  }

  addSvg(svg: string, kind: 'thumbnail' | 'avatar', originalName: string, uploadedBy: string | null, createdAt: Date): FileRow {
    return this.add({
      bytes: Buffer.from(svg, 'utf8'),
      ext: 'svg',
      mimeType: 'image/svg+xml',
      originalName,
      kind,
      isPublic: true,
      uploadedBy,
      createdAt,
    });
  }

  /** A course's poster (the SVG) with its copies, rendered by flush(). */
  addPoster(svgs: CoursePictureSvgs, originalName: string, uploadedBy: string | null, createdAt: Date): FileRow {
    const original = this.addSvg(svgs.poster, 'thumbnail', originalName, uploadedBy, createdAt);
    this.posters.push({ original, svgs });
    return original;
  }

  /** Renders the posters' copies, then writes every queued file to storage. */
  async flush(): Promise<void> {
    const posters = this.posters.splice(0);
    // A few at a time: each poster holds its drawings (some 10 MB of pixels) until encoded.
    const copies: PosterCopy[][] = [];
    const next = { i: 0 };
    await Promise.all(
      Array.from({ length: Math.min(posters.length, availableParallelism()) }, async () => {
        for (let i = next.i++; i < posters.length; i = next.i++) copies[i] = await posterCopies(posters[i]!.svgs);
      }),
    );
    posters.forEach(({ original }, i) => {
      const base = original.originalName.replace(/\.svg$/, '');
      for (const { width, bytes } of copies[i]!) {
        const copy = this.add({
          bytes,
          ext: 'webp',
          mimeType: 'image/webp',
          originalName: `${base}-${width}w.webp`,
          kind: 'thumbnail',
          isPublic: true,
          uploadedBy: original.uploadedBy ?? null,
          createdAt: original.createdAt as Date,
        });
        this.variants.push({ fileId: original.id, width, variantFileId: copy.id });
      }
    });
    const batch = this.pending.splice(0);
    await Promise.all(
      batch.map(async ({ key, bytes }) => {
        await this.storage.put(key, bytes);
        this.stored.push(key);
      }),
    );
  }

  /** Removes what was stored (the seed transaction failed). */
  async removeAll(): Promise<void> {
    await Promise.all(this.stored.splice(0).map((key) => this.storage.remove(key).catch(() => undefined)));
  }
}
