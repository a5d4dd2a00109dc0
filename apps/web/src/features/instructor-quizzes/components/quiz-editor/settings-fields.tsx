import { MAX_ATTEMPTS_LIMIT, TIME_LIMIT_MAX_MINUTES } from '@app/core';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { DraftErrors, QuizDraft } from './draft';

interface SettingsFieldsProps {
  draft: QuizDraft;
  errors: DraftErrors['fields'];
  disabled?: boolean;
  onChange: (patch: Partial<QuizDraft>) => void;
}

type SwitchSetting = 'isPublished' | 'shuffleQuestions' | 'shuffleOptions';

const SWITCHES: { key: SwitchSetting; id: string; label: string; hint: string }[] = [
  {
    key: 'isPublished',
    id: 'quiz-published',
    label: 'Published',
    hint: 'Students can take a published quiz; a draft stays hidden from them.',
  },
  {
    key: 'shuffleQuestions',
    id: 'quiz-shuffle-questions',
    label: 'Shuffle questions',
    hint: 'Each attempt shows the questions in an order of its own, kept if the student reloads.',
  },
  {
    key: 'shuffleOptions',
    id: 'quiz-shuffle-options',
    label: 'Shuffle options',
    hint: "Each attempt shows the options of multiple-choice questions in an order of its own (True/False stays as is). Leave it off if an option refers to another, such as 'All of the above'.",
  },
];

/** The quiz's settings: passing score, time limit, attempts, and the switches. */
export function SettingsFields({ draft, errors, disabled, onChange }: SettingsFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField className="content-start" label="Passing score (%)" error={errors.passingScore}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={draft.passingScore}
              disabled={disabled}
              onChange={(e) => onChange({ passingScore: e.target.value })}
            />
          )}
        </FormField>
        <FormField className="content-start" label="Time limit (minutes)" error={errors.timeLimit} hint="Leave empty for no time limit.">
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              max={TIME_LIMIT_MAX_MINUTES}
              step={1}
              placeholder="No limit"
              value={draft.timeLimit}
              disabled={disabled}
              onChange={(e) => onChange({ timeLimit: e.target.value })}
            />
          )}
        </FormField>
        <FormField className="content-start" label="Max attempts" error={errors.maxAttempts}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ATTEMPTS_LIMIT}
              step={1}
              value={draft.maxAttempts}
              disabled={disabled}
              onChange={(e) => onChange({ maxAttempts: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <div className="mt-5 grid gap-3">
        {SWITCHES.map((s) => (
          <div key={s.key} className="flex items-center justify-between gap-4 rounded-lg border border-border bg-black/20 px-4 py-3">
            <div className="grid gap-1">
              <Label htmlFor={s.id}>{s.label}</Label>
              <p id={`${s.id}-hint`} className="text-xs text-muted-foreground">
                {s.hint}
              </p>
            </div>
            <Switch
              id={s.id}
              aria-describedby={`${s.id}-hint`}
              checked={draft[s.key]}
              disabled={disabled}
              onCheckedChange={(checked) => onChange({ [s.key]: checked })}
            />
          </div>
        ))}
      </div>
    </>
  );
}
