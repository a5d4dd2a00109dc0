import type { SignInMethodsResponse } from '@app/core';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/list-parts';
import { useSignInMethods } from '@/features/auth';

type Variant = 'success' | 'secondary' | 'warning' | 'info';
interface Fact {
  label: string;
  detail: string;
  value: string;
  variant: Variant;
}

/** How people sign in here, as the server is set up (GET /api/auth/methods; docs/auth.md, "Directory sign-in"). */
const SIGN_IN_LABELS = ['Staff ID passwords', 'LDAP directory', 'OpenID Connect', 'Sign-up'] as const;

function signInFacts(m: SignInMethodsResponse): Fact[] {
  return [
    m.localPasswords
      ? {
          label: 'Staff ID passwords',
          detail: 'Everyone may sign in with their Staff ID and a password kept here.',
          value: 'Enabled',
          variant: 'success',
        }
      : {
          label: 'Staff ID passwords',
          detail: 'Turned off: only the break-glass admins sign in with a password kept here.',
          value: 'Break-glass admins only',
          variant: 'warning',
        },
    m.ldap
      ? {
          label: 'LDAP directory',
          detail: 'Staff ID and password are checked against the organisation’s directory.',
          value: 'Enabled',
          variant: 'success',
        }
      : { label: 'LDAP directory', detail: 'No LDAP directory is set up.', value: 'Disabled', variant: 'secondary' },
    m.oidc
      ? { label: 'OpenID Connect', detail: `The sign-in page offers “Sign in with ${m.oidc.label}”.`, value: 'Enabled', variant: 'success' }
      : { label: 'OpenID Connect', detail: 'No OpenID provider is set up.', value: 'Disabled', variant: 'secondary' },
    m.signUp
      ? { label: 'Sign-up', detail: 'Anyone may create a Student or Instructor account with a Staff ID.', value: 'Open', variant: 'info' }
      : {
          label: 'Sign-up',
          detail: 'Accounts come from the organisation’s sign-in or from an admin.',
          value: 'Closed',
          variant: 'secondary',
        },
  ];
}

/**
 * The spec's System Settings: facts of how the platform works, shown as badges (nothing here is a
 * switch). The spec's "75% storage used" is left out: it was a made-up figure.
 */
const FACTS: Fact[] = [
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
];

function FactRow({ label, detail, value, variant }: Fact) {
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-white">{label}</p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
      <Badge variant={variant}>{value}</Badge>
    </li>
  );
}

/** The sign-in rows: the server's answer, placeholders while it comes, or why it did not. */
function SignInRows() {
  const methods = useSignInMethods();
  if (methods.data) return signInFacts(methods.data).map((f) => <FactRow key={f.label} {...f} />);
  if (methods.isError)
    return (
      <li className="py-3">
        <LoadError
          title="Could not load how people sign in"
          error={methods.error}
          onRetry={() => void methods.refetch()}
          retrying={methods.isFetching}
        />
      </li>
    );
  return SIGN_IN_LABELS.map((label) => (
    <li key={label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 py-3" aria-busy>
      <div className="min-w-0">
        <p className="font-semibold text-white">{label}</p>
        <Skeleton className="mt-1 h-4 w-56 max-w-full" />
      </div>
      <Skeleton className="h-5 w-16 rounded-full" />
    </li>
  ));
}

export function PlatformBadges() {
  return (
    <section aria-labelledby="platform-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="platform-heading" className="text-xl font-bold text-white">
        Platform
      </h2>
      <ul className="mt-4 divide-y divide-border">
        <SignInRows />
        {FACTS.map((f) => (
          <FactRow key={f.label} {...f} />
        ))}
      </ul>
    </section>
  );
}
