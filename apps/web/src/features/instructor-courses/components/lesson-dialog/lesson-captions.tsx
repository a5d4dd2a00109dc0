import { CAPTION_FILE_MAX_BYTES, can, captionLabel, captionLanguage, plural, type AuthoringCaption } from '@app/core';
import { AlertCircle, Captions, LoaderCircle, RefreshCw, RotateCcw, Trash2, Upload } from 'lucide-react';
import type * as React from 'react';
import { useId, useImperativeHandle, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { useDeleteCaption } from '../../api/delete-caption';
import { useLessonCaptions } from '../../api/get-captions';
import { useUploadCaption } from '../../api/upload-caption';
import { formatBytes } from '../../upload-progress';

/** The languages the datalist offers, with the label each defaults to. Any other BCP 47 code is taken too. */
export const CAPTION_LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  ja: '日本語',
  'zh-Hans': '中文（简体）',
  ar: 'العربية',
  hi: 'हिन्दी',
};

const ACCEPT = '.vtt,.srt,text/vtt';

interface CaptionErrors {
  language?: string;
  label?: string;
  file?: string;
}

/** What the browser can tell before sending: the contract's language and label, the file's kind and size. */
function checkUpload(language: string, label: string, file: File | null): CaptionErrors {
  const errors: CaptionErrors = {};
  const lang = captionLanguage.safeParse(language.trim());
  if (!lang.success) errors.language = lang.error.issues[0]?.message;
  const name = captionLabel.safeParse(label);
  if (!name.success) errors.label = name.error.issues[0]?.message;
  if (!file) errors.file = 'Choose a .vtt or .srt file';
  else if (!/\.(vtt|srt)$/i.test(file.name)) errors.file = 'Choose a .vtt or .srt file';
  else if (file.size > CAPTION_FILE_MAX_BYTES)
    errors.file = `This file is ${formatBytes(file.size)}: a caption file may be at most ${CAPTION_FILE_MAX_BYTES / (1024 * 1024)} MB`;
  return errors;
}

interface LessonCaptionsProps {
  /** The saved video or audio lesson; null for a lesson not saved yet (or not saved as video or audio). */
  lessonId: string | null;
  disabled?: boolean;
}

/**
 * The Captions part of the lesson dialog (docs/video.md, "Captions"): the lesson's caption files,
 * one per language, and the upload that adds or replaces one. Whoever may not change things (the
 * read-only subadmin: core's `can(user, 'write')`) sees the list only.
 */
export function LessonCaptions({ lessonId, disabled }: LessonCaptionsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-lg border border-border bg-black/20 p-4">
      <div>
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-white">
          <Captions aria-hidden className="size-4 shrink-0" /> Captions
        </h3>
        <p className="mt-1 text-xs text-muted-foreground">
          One WebVTT (.vtt) or SRT (.srt) file per language, at most 1 MB. Learners pick a language in the player.
        </p>
      </div>
      {lessonId ? (
        <CaptionsEditor lessonId={lessonId} disabled={disabled} />
      ) : (
        <p className="text-sm text-zinc-200">Captions can be added after you save the lesson.</p>
      )}
    </section>
  );
}

function CaptionsEditor({ lessonId, disabled }: { lessonId: string; disabled?: boolean }) {
  const { user } = useSession();
  const mayWrite = can(user, 'write');
  const captions = useLessonCaptions(lessonId);
  const remove = useDeleteCaption(lessonId);
  const [deleting, setDeleting] = useState<AuthoringCaption | null>(null);
  const form = useRef<CaptionFormHandle>(null);

  return (
    <>
      {captions.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading the captions">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : captions.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertTitle>Failed to load the captions</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {errorMessage(captions.error, 'Please try again.')}
            <Button size="sm" variant="outline" onClick={() => void captions.refetch()}>
              <RotateCcw aria-hidden /> Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : captions.data.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-3 py-3 text-sm text-muted-foreground">No captions yet.</p>
      ) : (
        <ul aria-label="Caption files" className="grid gap-2">
          {captions.data.map((c) => (
            <li
              key={c.language}
              className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-border bg-black/25 px-3 py-2"
            >
              <div className="min-w-40 flex-1">
                <p className="truncate text-sm font-semibold text-white">{c.label}</p>
                <p className="text-xs whitespace-nowrap text-muted-foreground">
                  <span className="rounded bg-white/10 px-1.5 py-0.5 font-mono text-zinc-200">{c.language}</span>
                  <span className="ml-2">{plural(c.cueCount, 'cue')}</span>
                </p>
              </div>
              {mayWrite && (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={disabled}
                    aria-label={`Replace ${c.label} captions`}
                    onClick={() => form.current?.replace(c)}
                  >
                    <RefreshCw aria-hidden /> Replace
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={disabled}
                    aria-label={`Delete ${c.label} captions`}
                    className="text-red-200 hover:text-red-100"
                    onClick={() => setDeleting(c)}
                  >
                    <Trash2 aria-hidden /> Delete
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {mayWrite && <CaptionForm ref={form} lessonId={lessonId} existing={captions.data ?? []} disabled={disabled} />}

      {mayWrite && (
        <ConfirmDialog
          open={deleting !== null}
          title="Delete captions?"
          description="Learners will no longer be offered these captions. This cannot be undone."
          confirmLabel="Delete Captions"
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            deleting &&
            remove.mutate(deleting.language, {
              onSuccess: ({ message }) => {
                toast.success(message);
                setDeleting(null);
              },
              onError: (e) => toast.error('Failed to delete the captions', { description: errorMessage(e, 'Please try again.') }),
            })
          }
        >
          {deleting && (
            <p className="mt-4 rounded-lg border border-border bg-black/30 px-4 py-3 text-sm break-words text-white">
              {deleting.label} <span className="text-muted-foreground">({deleting.language})</span>
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

interface CaptionFormHandle {
  /** Fills the form for a new file in that track's language, and moves the keyboard to the file input. */
  replace: (caption: AuthoringCaption) => void;
}

/**
 * Add captions. Not a <form>: it sits inside the lesson's form, so Enter in its fields uploads here
 * rather than saving the lesson.
 */
function CaptionForm({
  ref,
  lessonId,
  existing,
  disabled,
}: {
  ref: React.Ref<CaptionFormHandle>;
  lessonId: string;
  existing: AuthoringCaption[];
  disabled?: boolean;
}) {
  const upload = useUploadCaption(lessonId);
  const [language, setLanguage] = useState('');
  const [label, setLabel] = useState('');
  // The label follows the language until the instructor writes their own.
  const [labelEdited, setLabelEdited] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<CaptionErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const datalistId = useId();
  const fileId = useId();
  const fileErrorId = useId();
  const headingId = useId();
  const sending = upload.isPending;
  const replacing = existing.find((c) => c.language === language.trim());

  useImperativeHandle(ref, () => ({
    replace: (c) => {
      setLanguage(c.language);
      setLabel(c.label);
      setLabelEdited(true);
      setErrors({});
      setServerError(null);
      group.current?.scrollIntoView?.({ block: 'nearest' });
      fileInput.current?.focus();
    },
  }));

  const onLanguage = (value: string) => {
    setLanguage(value);
    if (!labelEdited) setLabel(CAPTION_LANGUAGE_NAMES[value.trim()] ?? '');
  };

  const onUpload = () => {
    if (sending || disabled) return;
    setServerError(null);
    const found = checkUpload(language, label, file);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    upload.mutate(
      { language: language.trim(), label: label.trim(), file },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setLanguage('');
          setLabel('');
          setLabelEdited(false);
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (e) => setServerError(errorMessage(e, 'The captions were not uploaded. Please try again.')),
      },
    );
  };

  // Enter in a field uploads (and must not submit the lesson's form around it).
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    onUpload();
  };

  return (
    <div ref={group} role="group" aria-labelledby={headingId} className="grid min-w-0 gap-3 border-t border-border pt-3">
      <h4 id={headingId} className="text-sm font-semibold text-white">
        {replacing ? `Replace ${replacing.label} captions` : 'Add captions'}
      </h4>
      <div className="grid gap-3 sm:grid-cols-[13rem_minmax(0,1fr)]">
        <FormField label="Language" error={errors.language} hint="A code such as en or pt-BR">
          {(f) => (
            <Input
              {...f}
              list={datalistId}
              autoComplete="off"
              spellCheck={false}
              value={language}
              onChange={(e) => onLanguage(e.target.value)}
              onKeyDown={onKeyDown}
              disabled={disabled}
            />
          )}
        </FormField>
        <datalist id={datalistId}>
          {Object.entries(CAPTION_LANGUAGE_NAMES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </datalist>
        <FormField label="Label" error={errors.label} hint="What learners see in the player">
          {(f) => (
            <Input
              {...f}
              maxLength={50}
              value={label}
              onChange={(e) => {
                setLabel(e.target.value);
                setLabelEdited(true);
              }}
              onKeyDown={onKeyDown}
              disabled={disabled}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-2">
        <label htmlFor={fileId} className="text-sm font-medium text-white">
          Caption file (.vtt or .srt)
        </label>
        <Input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={ACCEPT}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? fileErrorId : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          disabled={disabled}
          className="h-auto py-1.5"
        />
        {errors.file && (
          <p id={fileErrorId} className="text-sm font-medium text-red-300">
            {errors.file}
          </p>
        )}
      </div>
      {serverError && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden />
          <AlertTitle>The captions were not uploaded</AlertTitle>
          <AlertDescription className="break-words">{serverError}</AlertDescription>
        </Alert>
      )}
      <div>
        <Button type="button" size="sm" onClick={onUpload} disabled={sending || disabled}>
          {sending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
          {sending ? 'Uploading…' : replacing ? 'Upload and replace' : 'Upload captions'}
        </Button>
      </div>
    </div>
  );
}
