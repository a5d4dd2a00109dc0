import type { Role } from '@app/core';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';

type BadgeVariant = React.ComponentProps<typeof Badge>['variant'];

// The profile card's badges: Instructor or Student (the spec's is_instructor), then the staff role,
// if any. Labels only: what each role may do is decided by @app/core's policies.
const ROLE_BADGES: Record<Role, { label: string; variant: BadgeVariant }[]> = {
  student: [{ label: 'Student', variant: 'secondary' }],
  instructor: [{ label: 'Instructor', variant: 'default' }],
  admin: [
    { label: 'Student', variant: 'secondary' },
    { label: 'Admin', variant: 'warning' },
  ],
  subadmin: [
    { label: 'Student', variant: 'secondary' },
    { label: 'Subadmin', variant: 'info' },
  ],
};

export function RoleBadges({ role }: { role: Role }) {
  return ROLE_BADGES[role].map(({ label, variant }) => (
    <Badge key={label} variant={variant}>
      {label}
    </Badge>
  ));
}
