// A lesson's file, uploaded with the tus protocol (tus-js-client) in 8 MiB pieces: a dropped
// connection is retried from where the server stopped, and a page reload resumes the same file
// when it is chosen again (the upload's address is remembered by the file's fingerprint). The file
// is checked before a byte is sent (size, type by name); the server checks it again by its bytes.
import { FileUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Upload, type DetailedError, type HttpResponse } from 'tus-js-client';
import {
  LESSON_FILE_ACCEPT,
  LESSON_UPLOADS_PATH,
  lessonFileProblem,
  MESSAGES,
  UPLOAD_CHUNK_BYTES,
  type LessonUploadFinished,
} from '@app/core';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { addSample, formatBytes, percentOf, progressText, type ProgressSample } from '../upload-progress';

export interface LessonFileUploadProps {
  courseId: string;
  /** The lesson being edited; a new lesson has none yet. */
  lessonId?: string;
  /** The stored file, once the server has accepted it: its `fileId` is what the lesson saves. */
  onUploaded: (file: LessonUploadFinished) => void;
  /** The name the field is announced by. */
  label?: string;
  disabled?: boolean;
}

type State =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; sent: number; total: number; samples: ProgressSample[]; resumed: boolean }
  | { step: 'done'; file: LessonUploadFinished }
  | { step: 'failed'; message: string };

/** Retries after a network failure or a server error, then gives up (tus-js-client's schedule). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000];

export function LessonFileUpload({ courseId, lessonId, onUploaded, label = 'Lesson file', disabled }: LessonFileUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<Upload | null>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const labelId = useId();
  const hintId = useId();
  const statusId = useId();

  // Leaving the page stops the transfer but keeps the upload on the server: choosing the file again resumes it.
  useEffect(() => () => void upload.current?.abort(false), []);

  async function start(file: File) {
    const problem = lessonFileProblem(file);
    if (problem) return setState({ step: 'failed', message: problem });
    const tus = new Upload(file, {
      endpoint: LESSON_UPLOADS_PATH,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      // The CSRF check of every state-changing API call; the session cookie goes along (same origin).
      headers: { 'X-Requested-With': 'tus' },
      metadata: { courseId, ...(lessonId ? { lessonId } : {}), filename: file.name, filetype: file.type },
      // The same file for another course or lesson is another upload.
      fingerprint: async (f) =>
        ['lesson-file', courseId, lessonId ?? '', (f as File).name, (f as File).size, (f as File).lastModified].join(':'),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) =>
        setState((s) =>
          s.step === 'uploading' ? { ...s, sent, total, samples: addSample(s.samples, { at: performance.now(), bytes: sent }) } : s,
        ),
      onSuccess: ({ lastResponse }) => {
        upload.current = null;
        void finished(tus, lastResponse).then(
          (stored) => {
            setState({ step: 'done', file: stored });
            onUploaded(stored);
          },
          () => setState({ step: 'failed', message: MESSAGES.uploadFailed }),
        );
      },
      onError: (error) => {
        upload.current = null;
        setState({ step: 'failed', message: messageOf(error) });
      },
    });
    upload.current = tus;
    const previous = await tus.findPreviousUploads();
    if (previous[0]) tus.resumeFromPreviousUpload(previous[0]);
    setState({ step: 'uploading', name: file.name, sent: 0, total: file.size, samples: [], resumed: previous.length > 0 });
    tus.start();
  }

  function cancel() {
    const tus = upload.current;
    upload.current = null;
    // Terminates it on the server too: its bytes are deleted there.
    void tus?.abort(true).catch(() => undefined);
    setState({ step: 'failed', message: MESSAGES.uploadCancelled });
  }

  const busy = state.step === 'uploading';
  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <input
        ref={input}
        type="file"
        accept={LESSON_FILE_ACCEPT}
        aria-labelledby={labelId}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void start(file);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          <FileUp aria-hidden /> {state.step === 'done' ? 'Replace file' : 'Choose file'}
        </Button>
        {busy && (
          <Button type="button" variant="ghost" size="sm" onClick={cancel}>
            <X aria-hidden /> Cancel upload
          </Button>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        MP4, WebM, OGG, MP3, WAV, PDF, TXT, Markdown, JPEG, PNG, GIF or WebP, up to 5 GB. An interrupted upload resumes when you choose the
        same file again.
      </p>
      {busy && (
        <div className="grid gap-1">
          <Progress value={percentOf(state.sent, state.total)} label={`Uploading ${state.name}`} className="bg-muted" />
          <p className="text-xs text-muted-foreground" aria-hidden>
            {progressText(state.sent, state.total, state.samples)}
          </p>
        </div>
      )}
      {/* Announced once per change of step, not on every progress event. */}
      <p id={statusId} role="status" className={state.step === 'done' ? 'text-sm' : 'sr-only'}>
        {state.step === 'uploading' && `${state.resumed ? 'Resuming' : 'Uploading'} ${state.name}`}
        {state.step === 'done' && `${MESSAGES.fileUploaded}: ${state.file.filename} (${formatBytes(state.file.size)})`}
      </p>
      {state.step === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-300">
          {state.message}
        </p>
      )}
    </div>
  );
}

/**
 * The stored file: from the last piece's answer, or, when the upload had already finished before
 * a reload (the resume finds nothing left to send), from the upload's status.
 */
async function finished(tus: Upload, last: HttpResponse): Promise<LessonUploadFinished> {
  const body = last.getBody();
  if (body) return JSON.parse(body) as LessonUploadFinished;
  const res = await fetch(tus.url!, { credentials: 'same-origin' });
  const status = (await res.json()) as { fileId: string | null; size: number; mimeType: string | null; filename: string };
  if (!res.ok || !status.fileId) throw new Error('upload not finished');
  return {
    fileId: status.fileId,
    size: status.size,
    mimeType: status.mimeType ?? '',
    filename: status.filename,
    message: MESSAGES.fileUploaded,
  };
}

/** The server's message from a refusal in the one error shape, else the spec's fallback. */
function messageOf(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  try {
    const message = (JSON.parse(body ?? '') as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // not ours: a network failure after every retry
  }
  return MESSAGES.uploadFailed;
}
