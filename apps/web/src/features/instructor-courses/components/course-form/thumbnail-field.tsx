import { thumbnailProblem } from '@app/core';
import { ImagePlus, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useUploadThumbnail } from '../../api/upload-thumbnail';

export interface ThumbnailValue {
  url: string;
  fileId: string | null;
  preview: string | null;
}

interface ThumbnailFieldProps {
  value: ThumbnailValue;
  onChange: (value: ThumbnailValue) => void;
  error?: string;
  disabled?: boolean;
  /** Reports an upload in progress, so the form waits for it before saving. */
  onBusyChange?: (busy: boolean) => void;
}

/** The course picture: a web address, or an image chosen with the picker or dropped on the zone. */
export function ThumbnailField({ value, onChange, error, disabled, onBusyChange }: ThumbnailFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const upload = useUploadThumbnail();
  const busy = upload.isPending;
  const shown = value.fileId ? value.preview : /^https?:\/\/\S+$/i.test(value.url.trim()) ? value.url.trim() : null;

  const take = (file: File | undefined) => {
    if (!file || busy) return;
    // Spec section 5: the browser's own check before sending (the server checks the bytes again).
    const problem = thumbnailProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    onBusyChange?.(true);
    upload.mutate(file, {
      onSuccess: (res) => {
        onChange({ url: '', fileId: res.fileId, preview: res.url });
        toast.success(res.message);
      },
      onError: (e) => toast.error('Failed to upload thumbnail', { description: errorMessage(e, 'Please try again.') }),
      onSettled: () => onBusyChange?.(false),
    });
  };

  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-white">Thumbnail (optional)</legend>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="relative aspect-video overflow-hidden rounded-lg border border-border bg-black/40">
          {shown ? (
            <img src={shown} alt="Thumbnail preview" className="size-full object-cover" />
          ) : (
            <div className="grid size-full place-items-center text-xs text-muted-foreground">No thumbnail</div>
          )}
          {busy && (
            <div className="absolute inset-0 grid place-items-center bg-black/60" role="status">
              <LoaderCircle aria-hidden className="size-6 animate-spin text-white" />
              <span className="sr-only">Uploading thumbnail…</span>
            </div>
          )}
        </div>
        <div className="grid content-start gap-3">
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(e) => {
              e.preventDefault();
              setOver(false);
              if (!disabled) take(e.dataTransfer.files[0]);
            }}
            className={cn(
              'flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-4 text-center text-sm text-muted-foreground transition-colors',
              over && 'border-primary bg-primary/10 text-white',
            )}
          >
            <ImagePlus aria-hidden className="size-6" />
            <p>Drop an image here, or</p>
            <Button type="button" size="sm" variant="outline" onClick={() => inputRef.current?.click()} disabled={busy || disabled}>
              <Upload aria-hidden /> Choose image
            </Button>
            <p className="text-xs">JPEG, PNG, GIF or WebP, at most 5MB.</p>
            <input
              ref={inputRef}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-label="Thumbnail image file"
              onChange={(e) => {
                take(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-url`}>Or an image address</Label>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={value.fileId ? '' : value.url}
              disabled={busy || value.fileId !== null}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => onChange({ url: e.target.value, fileId: null, preview: null })}
            />
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-red-300">
                {error}
              </p>
            )}
          </div>
          {(value.fileId || value.url) && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="w-fit text-red-300 hover:text-red-200"
              onClick={() => onChange({ url: '', fileId: null, preview: null })}
              disabled={busy}
            >
              <Trash2 aria-hidden /> Remove thumbnail
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
