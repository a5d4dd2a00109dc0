import { SECTION_DESCRIPTION_MAX, SECTION_TITLE_MAX, type AuthoringSection } from '@app/core';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useSaveSection } from '../../api/save-section';

/** A section's title (required) and description. */
export function RenameSectionDialog({
  courseId,
  section,
  onClose,
}: {
  courseId: string;
  section: AuthoringSection | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={section !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="p-6">
        <DialogTitle className="pr-10">Edit section</DialogTitle>
        <DialogDescription className="mt-1">Its title and description, as learners see them.</DialogDescription>
        {section && <RenameForm key={section.id} courseId={courseId} section={section} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({ courseId, section, onClose }: { courseId: string; section: AuthoringSection; onClose: () => void }) {
  const [title, setTitle] = useState(section.title);
  const [description, setDescription] = useState(section.description ?? '');
  const save = useSaveSection(courseId);
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!title.trim() || save.isPending) return;
    save.mutate(
      { sectionId: section.id, input: { title, description: description.trim() || null } },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => toast.error('Failed to update section', { description: errorMessage(error, 'Please try again.') }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="mt-5 grid gap-4">
      <FormField label="Section title" error={title.trim() ? undefined : 'Section title is required'}>
        {(f) => (
          <Input {...f} value={title} maxLength={SECTION_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} disabled={save.isPending} />
        )}
      </FormField>
      <FormField label="Section description (optional)">
        {(f) => (
          <Textarea
            {...f}
            rows={3}
            value={description}
            maxLength={SECTION_DESCRIPTION_MAX}
            onChange={(e) => setDescription(e.target.value)}
            disabled={save.isPending}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!title.trim() || save.isPending}>
          {save.isPending && <LoaderCircle aria-hidden className="animate-spin" />} Save Section
        </Button>
      </div>
    </form>
  );
}
