// Captions: an instructor's WebVTT or SRT file per lesson and language, checked and made plain text
// at upload; served to whoever may open the lesson; the learner's choice remembered.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, multipartFile, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createSection, enrollUser, signedIn } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const VTT = `WEBVTT

00:00:01.000 --> 00:00:03.500
Hello and <b>welcome</b>.

00:00:04.000 --> 00:00:06.000
<v Ana>Second cue
on two lines
`;

async function world(o: { contentType?: 'video' | 'audio' | 'text'; isFree?: boolean } = {}) {
  const teacher = await signedIn(t.app, t.db, { role: 'instructor' });
  const course = await createCourse(t.db, { instructorId: teacher.user.id });
  const section = await createSection(t.db, course.id);
  const lesson = await createLesson(t.db, section, { contentType: o.contentType ?? 'video', content: null, isFree: o.isFree ?? false });
  const learner = await signedIn(t.app, t.db, { role: 'student' });
  await enrollUser(t.db, learner.user.id, course.id);
  const upload = (http: typeof teacher.http, bytes: Buffer | string, language = 'en', label = 'English', name = 'captions.vtt') => {
    const form = multipartFile('file', name, Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes), 'text/vtt');
    return t.app.inject({
      method: 'PUT',
      url: `/api/instructor/lessons/${lesson.id}/captions/${language}?label=${encodeURIComponent(label)}`,
      headers: { ...form.headers, cookie: http === teacher.http ? teacher.cookie : '', 'x-requested-with': 'fetch' },
      payload: form.body,
    });
  };
  return { teacher, learner, course, lesson, upload };
}

describe('uploading captions', () => {
  it('stores a WebVTT file as plain-text cues; the lesson lists the track and serves it as WebVTT', async () => {
    const w = await world();
    const res = await w.upload(w.teacher.http, VTT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.captionSaved, caption: { language: 'en', label: 'English', cueCount: 2 } });
    const content = (await w.learner.http.get(`/api/lessons/${w.lesson.id}`)).json();
    expect(content.captions).toEqual([{ language: 'en', label: 'English', url: `/api/lessons/${w.lesson.id}/captions/en.vtt` }]);
    const vtt = await w.learner.http.get(content.captions[0].url);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nHello and welcome.\n\n00:00:04.000 --> 00:00:06.000\nSecond cue\non two lines\n',
    );
  });

  it('converts SRT to WebVTT, and replaces the captions of the same language', async () => {
    const w = await world();
    await w.upload(w.teacher.http, VTT);
    const srt = '1\r\n00:00:01,000 --> 00:00:02,000\r\nUno\r\n\r\n2\r\n00:00:02,500 --> 00:00:04,000\r\nDos & tres\r\n';
    const res = await w.upload(w.teacher.http, srt, 'en', 'English (edited)', 'captions.srt');
    expect(res.statusCode, res.body).toBe(200);
    const list = (await w.teacher.http.get(`/api/instructor/lessons/${w.lesson.id}/captions`)).json();
    expect(list.captions).toMatchObject([{ language: 'en', label: 'English (edited)', cueCount: 2 }]);
    const vtt = (await w.learner.http.get(`/api/lessons/${w.lesson.id}/captions/en.vtt`)).body;
    expect(vtt).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nUno\n\n00:00:02.500 --> 00:00:04.000\nDos &amp; tres\n');
  });

  it('keeps markup in a cue as text: a <script> or an <img onerror> is escaped, never served as a tag', async () => {
    const w = await world();
    const evil = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<script>alert(1)</script> hi\n\n00:00:03.000 --> 00:00:04.000\n<img src=x onerror=alert(1)><i>ok</i>\n`;
    expect((await w.upload(w.teacher.http, evil)).statusCode).toBe(200);
    const vtt = (await w.learner.http.get(`/api/lessons/${w.lesson.id}/captions/en.vtt`)).body;
    expect(vtt).toContain('&lt;script&gt;alert(1)&lt;/script&gt; hi');
    expect(vtt).toContain('&lt;img src=x onerror=alert(1)&gt;ok');
    expect(vtt).not.toMatch(/<(?!-)/); // no '<' but the arrows' '-->'
  });

  it('audio lessons take captions too; a text lesson does not', async () => {
    const audio = await world({ contentType: 'audio' });
    expect((await audio.upload(audio.teacher.http, VTT)).statusCode).toBe(200);
    const text = await world({ contentType: 'text' });
    const res = await text.upload(text.teacher.http, VTT);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(MESSAGES.captionMediaOnly);
  });
});

describe('a caption file that is refused, with a clear message and nothing stored', () => {
  const cases: [string, Buffer | string, RegExp | string, number?][] = [
    [
      'overlapping cues',
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nA\n\n00:00:02.000 --> 00:00:04.000\nB\n',
      /^Cues overlap: .*\(cue 2, 00:00:02\.000\)\.$/,
    ],
    ['a negative time', '1\n-00:00:01,000 --> 00:00:02,000\nA\n', /^The caption file could not be read \(line 2\): .*invalid/],
    ['a cue that ends before it starts', 'WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nA\n', 'A cue ends before it starts (line 3).'],
    ['not UTF-8 (Latin-1)', Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nCaf\xe9\n', 'latin1'), MESSAGES.captionNotUtf8],
    ['not captions at all', '%PDF-1.7\nsomething else', 'The caption file could not be read: it is neither WebVTT nor SRT.'],
    ['no cues', 'WEBVTT\n\n', 'The caption file could not be read: it is neither WebVTT nor SRT.'],
    [
      'a cue of more than 500 characters',
      `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'a'.repeat(501)}\n`,
      /^A cue is longer than 500 characters/,
    ],
    ['50 MB', Buffer.alloc(50 * 1024 * 1024, 'a'), MESSAGES.captionFileTooLarge, 413],
  ];
  for (const [what, bytes, message, status] of cases)
    it(what, async () => {
      const w = await world();
      const before = await databaseState(t.db);
      const res = await w.upload(w.teacher.http, bytes);
      expect(res.statusCode, res.body).toBe(status ?? 400);
      if (typeof message === 'string') expect(errorOf(res).message).toBe(message);
      else expect(errorOf(res).message).toMatch(message);
      expect(await databaseState(t.db)).toEqual(before);
    });

  it('a bad language code or label', async () => {
    const w = await world();
    expect((await w.upload(w.teacher.http, VTT, 'english!')).statusCode).toBe(400);
    expect((await w.upload(w.teacher.http, VTT, 'en', ' ')).statusCode).toBe(400);
    expect((await w.upload(w.teacher.http, VTT, 'en', 'x'.repeat(51))).statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('another instructor gets 404, a subadmin and a student 403, a visitor 401; nothing changes', async () => {
    const w = await world();
    const other = await signedIn(t.app, t.db, { role: 'instructor' });
    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    const before = await databaseState(t.db);
    const form = multipartFile('file', 'c.vtt', Buffer.from(VTT), 'text/vtt');
    const put = (cookie: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/instructor/lessons/${w.lesson.id}/captions/en?label=English`,
        headers: { ...form.headers, cookie, 'x-requested-with': 'fetch' },
        payload: form.body,
      });
    expect((await put(other.cookie)).statusCode).toBe(404);
    expect((await put(subadmin.cookie)).statusCode).toBe(403);
    expect((await put(w.learner.cookie)).statusCode).toBe(403);
    expect((await put('')).statusCode).toBe(401);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('the track is served to whoever may open the lesson: not to a student who is not enrolled; to a visitor for a free lesson', async () => {
    const w = await world();
    await w.upload(w.teacher.http, VTT);
    const stranger = await signedIn(t.app, t.db, { role: 'student' });
    expect([403, 404]).toContain((await stranger.http.get(`/api/lessons/${w.lesson.id}/captions/en.vtt`)).statusCode);
    expect([401, 403, 404]).toContain((await api(t.app).get(`/api/lessons/${w.lesson.id}/captions/en.vtt`)).statusCode);
    const free = await world({ isFree: true });
    await free.upload(free.teacher.http, VTT);
    expect((await api(t.app).get(`/api/lessons/${free.lesson.id}/captions/en.vtt`)).statusCode).toBe(200);
    expect((await api(t.app).get(`/api/lessons/${free.lesson.id}/captions/fr.vtt`)).statusCode).toBe(404);
  });

  it('deleting: the track goes, a second delete is a 404', async () => {
    const w = await world();
    await w.upload(w.teacher.http, VTT);
    const res = await w.teacher.http.delete(`/api/instructor/lessons/${w.lesson.id}/captions/en`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.captionDeleted);
    expect((await w.teacher.http.delete(`/api/instructor/lessons/${w.lesson.id}/captions/en`)).statusCode).toBe(404);
    expect((await w.learner.http.get(`/api/lessons/${w.lesson.id}`)).json().captions).toEqual([]);
  });
});

describe('the learner’s caption language', () => {
  it('is remembered for every lesson, and turned off with null', async () => {
    const w = await world();
    expect((await w.learner.http.get(`/api/lessons/${w.lesson.id}`)).json().captionLanguage).toBeNull();
    const set = await w.learner.http.put('/api/profile/caption-language', { language: 'es' });
    expect(set.statusCode).toBe(200);
    expect((await w.learner.http.get(`/api/lessons/${w.lesson.id}`)).json().captionLanguage).toBe('es');
    await w.learner.http.put('/api/profile/caption-language', { language: null });
    expect((await w.learner.http.get(`/api/lessons/${w.lesson.id}`)).json().captionLanguage).toBeNull();
  });

  it('refuses what is not a language code, a wrong type, and a visitor', async () => {
    const w = await world();
    for (const body of [{ language: 'Spanish!' }, { language: 3 }, {}])
      expect((await w.learner.http.put('/api/profile/caption-language', body)).statusCode).toBe(400);
    expect((await api(t.app).put('/api/profile/caption-language', { language: 'en' })).statusCode).toBe(401);
  });
});
