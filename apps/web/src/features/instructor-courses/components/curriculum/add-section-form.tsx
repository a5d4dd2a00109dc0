import { SECTION_DESCRIPTION_MAX, SECTION_TITLE_MAX } from '@app/core';
import { LoaderCircle, Plus } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useSaveSection } from '../../api/save-section';

/** A new section at the end of the course: 'Add Section' stays disabled while the title is blank (spec section 5). */
export function AddSectionForm({ courseId, onAdded }: { courseId: string; onAdded?: (title: string) => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const save = useSaveSection(courseId);
  const blank = title.trim() === '';

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (blank || save.isPending) return;
    save.mutate(
      { input: { title, description: description.trim() || null } },
      {
        onSuccess: ({ message, section }) => {
          toast.success(message);
          setTitle('');
          setDescription('');
          onAdded?.(section.title);
        },
        onError: (error) => toast.error('Failed to add section', { description: errorMessage(error, 'Please try again.') }),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-3 rounded-xl border border-dashed border-border bg-card/60 p-4"
      aria-label="Add a section"
    >
      <h3 className="text-base font-bold text-white">New section</h3>
      <FormField label="Section title">
        {(f) => (
          <Input {...f} value={title} maxLength={SECTION_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} disabled={save.isPending} />
        )}
      </FormField>
      <FormField label="Section description (optional)">
        {(f) => (
          <Textarea
            {...f}
            rows={2}
            className="min-h-16"
            value={description}
            maxLength={SECTION_DESCRIPTION_MAX}
            onChange={(e) => setDescription(e.target.value)}
            disabled={save.isPending}
          />
        )}
      </FormField>
      <Button type="submit" className="w-fit" disabled={blank || save.isPending}>
        {save.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Plus aria-hidden />} Add Section
      </Button>
    </form>
  );
}
