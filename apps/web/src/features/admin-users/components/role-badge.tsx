import { ROLE_NAMES, type Role } from '@app/core';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';

type Variant = React.ComponentProps<typeof Badge>['variant'];
// Colours only: what a role may do is the policy's.
const VARIANTS: Record<Role, Variant> = { student: 'secondary', instructor: 'default', admin: 'warning', subadmin: 'info' };

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={VARIANTS[role]}>{ROLE_NAMES[role]}</Badge>;
}
