import { Badge } from '@/components/ui/badge';

/**
 * The spec's System Settings: fixed facts of how the platform works, shown as badges (nothing here
 * is a switch). The spec's "75% storage used" is left out: it was a made-up figure.
 */
const FACTS = [
  { label: 'Staff ID authentication', detail: 'Everyone signs in with their Staff ID and password.', value: 'Enabled', variant: 'success' },
  {
    label: 'Email verification',
    detail: 'E-mail addresses are profile details, never used to sign in.',
    value: 'Disabled',
    variant: 'secondary',
  },
  {
    label: 'Auto approval',
    detail: 'Courses reach the catalogue when their instructor or an admin publishes them.',
    value: 'Manual Review',
    variant: 'warning',
  },
  { label: 'Course reviews', detail: 'Learners enrolled in a course can rate it.', value: 'Enabled', variant: 'success' },
] as const;

export function PlatformBadges() {
  return (
    <section aria-labelledby="platform-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="platform-heading" className="text-xl font-bold text-white">
        Platform
      </h2>
      <ul className="mt-4 divide-y divide-border">
        {FACTS.map((f) => (
          <li key={f.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-white">{f.label}</p>
              <p className="text-sm text-muted-foreground">{f.detail}</p>
            </div>
            <Badge variant={f.variant}>{f.value}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
