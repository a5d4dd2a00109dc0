// The streamed lesson of phone-stream.ts, made through the API as an instructor makes one: the source
// uploaded through the tus endpoint (the web app's piece size), a free video lesson saved with it in
// a new section of a demo course (the save queues the transcode), then waited for until its stream
// is ready. Also: a fresh student for a phone's browser context. Node's fetch: nothing here is throttled.
import { open, stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { APIRequestContext } from 'playwright-core';
import { LESSON_UPLOADS_PATH, UPLOAD_CHUNK_BYTES } from '@app/core';
import { SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';

const CSRF = { 'x-requested-with': 'fetch' };
const INSTRUCTOR = { staffId: 'INS-001', password: 'instructor123' };

export interface StreamedLesson {
  courseId: string;
  lessonId: string;
  /** Rendition folder (`/api/stream/{lesson}/{run}/{folder}/`) to its name ('360p'), from the master playlist. */
  renditions: Map<string, string>;
  /** The master's variants in its order (BANDWIDTH, RESOLUTION, CODECS). */
  variants: string[];
}

async function signIn(base: string, staffId: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify({ staffId, password }),
  });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!res.ok || !sid) throw new Error(`sign-in as ${staffId}: ${res.status}`);
  return sid.split(';')[0]!;
}

/** The file through the tus endpoint; the stored file's id. */
async function upload(base: string, cookie: string, courseId: string, file: string): Promise<string> {
  const size = (await stat(file)).size;
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const tus = { cookie, ...CSRF, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${base}${LESSON_UPLOADS_PATH}`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(size), 'upload-metadata': `courseId ${b64(courseId)},filename ${b64('lecture-1080p.mp4')}` },
  });
  if (created.status !== 201) throw new Error(`creating the upload: ${created.status} ${await created.text()}`);
  const url = new URL(created.headers.get('location')!, base);
  const handle = await open(file);
  let last: Response | undefined;
  try {
    for (let offset = 0; offset < size; offset += UPLOAD_CHUNK_BYTES) {
      const piece = Buffer.alloc(Math.min(UPLOAD_CHUNK_BYTES, size - offset));
      await handle.read(piece, 0, piece.length, offset);
      last = await fetch(url, {
        method: 'PATCH',
        headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
        body: piece,
      });
      if (!last.ok) throw new Error(`PATCH at ${offset}: ${last.status} ${await last.text()}`);
    }
  } finally {
    await handle.close();
  }
  return ((await last!.json()) as { fileId: string }).fileId;
}

/** Uploads `source` to a new free video lesson `title` of `course` (a demo course of INS-001) and waits for its stream. */
export async function streamedLesson(
  base: string,
  course: string,
  title: string,
  source: string,
  minutes: number,
): Promise<StreamedLesson> {
  const cookie = await signIn(base, INSTRUCTOR.staffId, INSTRUCTOR.password);
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...CSRF, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : null,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text()) as T;
  };
  const { courses } = await api<{ courses: { id: string; title: string }[] }>('GET', `/api/courses?q=${encodeURIComponent(course)}`);
  const courseId = courses.find((c) => c.title === course)!.id;

  let t0 = performance.now();
  const fileId = await upload(base, cookie, courseId, source);
  console.log(
    `uploaded ${source} (${((await stat(source)).size / 1e6).toFixed(0)} MB) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const { section } = await api<{ section: { id: string } }>('POST', `/api/instructor/courses/${courseId}/sections`, {
    title: 'Phone bench',
  });
  const { lesson } = await api<{ lesson: { id: string } }>('POST', '/api/instructor/lessons', {
    ...{ sectionId: section.id, title, contentType: 'video', fileId, durationMinutes: minutes, isFree: true },
  });
  t0 = performance.now();
  for (let last = ''; ; await new Promise((r) => setTimeout(r, 5000))) {
    type Streaming = { state: string; progress: number; error: string | null };
    const { file } = (await api<{ lesson: { file: { streaming: Streaming } } }>('GET', `/api/instructor/lessons/${lesson.id}`)).lesson;
    const { state, progress, error } = file.streaming;
    const line = `transcoding: ${state} ${progress}%`;
    if (line !== last && (progress % 10 === 0 || state !== 'processing'))
      console.log(`${line} after ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    last = line;
    if (state === 'ready') break;
    if (state === 'failed') throw new Error(`the transcode failed: ${error}`);
  }

  const content = await api<{ stream: { masterUrl: string } | null }>('GET', `/api/lessons/${lesson.id}`);
  if (!content.stream) throw new Error('the lesson is ready but has no stream');
  const lines = (await api<string>('GET', content.stream.masterUrl)).split('\n');
  const renditions = new Map<string, string>();
  lines.forEach((line, i) => {
    const height = /RESOLUTION=\d+x(\d+)/.exec(line)?.[1];
    const folder = /\/api\/stream\/[\w-]+\/[\w-]+\/(\d+)\//.exec(lines[i + 1] ?? '')?.[1];
    if (height && folder) renditions.set(folder, `${height}p`);
  });
  const variants = lines.filter((l) => l.startsWith('#EXT-X-STREAM-INF:')).map((l) => l.slice('#EXT-X-STREAM-INF:'.length));
  return { courseId, lessonId: lesson.id, renditions, variants };
}

/** A new student, signed up, signed in (in the phone's context: its cookie jar) and enrolled in the course. */
export async function freshStudent(request: APIRequestContext, courseId: string, name: string) {
  const staffId = `PH-${name}-${Date.now().toString(36)}`.toUpperCase();
  const password = 'phone-bench-1';
  for (const [path, data] of [
    ['/api/auth/sign-up', { fullName: `Phone ${name}`, staffId, password, role: 'student' }],
    ['/api/auth/sign-in', { staffId, password }],
    [`/api/courses/${courseId}/enroll`, {}],
  ] as const) {
    const res = await request.post(path, { data, headers: CSRF });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  }
}
