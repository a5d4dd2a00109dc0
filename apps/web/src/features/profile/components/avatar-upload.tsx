import { MESSAGES } from '@app/core';
import { Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { useUploadAvatar } from '../api/upload-avatar';

/** Choose a picture and it is uploaded at once; the server's message explains a refusal. */
export function AvatarUpload() {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const upload = useUploadAvatar();

  return (
    <div className="mt-4 grid justify-items-center gap-2">
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label="Upload a new avatar"
        aria-describedby={`${hintId}${upload.isError ? ` ${errorId}` : ''}`}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          upload.mutate(file, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error('Error', { description: failureMessage(error, MESSAGES.avatarUploadFailed) }),
          });
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
      >
        <Upload aria-hidden /> {upload.isPending ? 'Uploading...' : 'Upload Avatar'}
      </Button>
      <p id={hintId} className="text-xs text-muted-foreground">
        JPG, PNG or GIF, max 5MB
      </p>
      {upload.isError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-300">
          {failureMessage(upload.error, MESSAGES.avatarUploadFailed)}
        </p>
      )}
    </div>
  );
}
