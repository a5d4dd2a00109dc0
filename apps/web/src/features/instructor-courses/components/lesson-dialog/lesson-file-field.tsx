import type { AuthoringFile, ContentType } from '@app/core';
import { FileCheck2 } from 'lucide-react';
import type * as React from 'react';
import { formatBytes } from '../../upload-progress';
import { LessonFileUpload } from '../lesson-file-upload';
import { StreamingPanel, StreamingPendingNote } from '../streaming/streaming-panel';
import { readMediaMinutes } from './media-duration';

interface LessonFileFieldProps {
  courseId: string;
  lessonId?: string;
  file: AuthoringFile | null;
  /**
   * The current file is the one the saved lesson holds (its streaming state then comes from the
   * server, refreshed while processing), rather than one uploaded in this dialog and not saved yet.
   */
  saved: boolean;
  contentType: ContentType;
  error?: string;
  disabled?: boolean;
  onFile: (file: AuthoringFile) => void;
  /** The chosen video's or audio's length, read in the browser from its metadata. */
  onDuration: (minutes: number) => void;
  onBusyChange: (busy: boolean) => void;
}

const WHAT: Partial<Record<ContentType, string>> = { video: 'Video file', audio: 'Audio file', pdf: 'PDF file' };

/** The lesson's stored file, and the resumable upload that replaces it. */
export function LessonFileField({
  courseId,
  lessonId,
  file,
  saved,
  contentType,
  error,
  disabled,
  onFile,
  onDuration,
  onBusyChange,
}: LessonFileFieldProps) {
  // The upload component's own file input: its choice is read here too (the event passes by on its
  // way down), for the media length, before the upload component starts sending the file.
  const onChangeCapture = (event: React.FormEvent<HTMLDivElement>) => {
    const input = event.target as HTMLInputElement;
    const chosen = input.type === 'file' ? input.files?.[0] : undefined;
    if (!chosen) return;
    if (contentType === 'video' || contentType === 'audio')
      void readMediaMinutes(chosen).then((minutes) => {
        if (minutes !== null) onDuration(minutes);
      });
  };

  return (
    // minmax(0, 1fr) and min-w-0: a long file name is cut short rather than widening the dialog on a phone.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-border bg-black/20 p-4">
      {file && (
        <p className="flex min-w-0 items-center gap-2 text-sm text-zinc-200">
          <FileCheck2 aria-hidden className="size-4 shrink-0 text-green-300" />
          <span className="min-w-0 truncate">
            Current file: <span className="font-semibold text-white">{file.name}</span> ({formatBytes(file.size)})
          </span>
        </p>
      )}
      {file && saved && lessonId && file.streaming && (
        <StreamingPanel courseId={courseId} lessonId={lessonId} streaming={file.streaming} disabled={disabled} />
      )}
      {file && !saved && (contentType === 'video' || contentType === 'audio') && <StreamingPendingNote />}
      <div onChangeCapture={onChangeCapture}>
        <LessonFileUpload
          courseId={courseId}
          lessonId={lessonId}
          label={WHAT[contentType] ?? 'Lesson file'}
          disabled={disabled}
          onBusyChange={onBusyChange}
          onUploaded={(stored) => {
            onFile({ id: stored.fileId, name: stored.filename, size: stored.size, mimeType: stored.mimeType, streaming: null });
          }}
        />
      </div>
      {error && <p className="text-sm font-medium text-red-300">{error}</p>}
    </div>
  );
}
