import { ROLE_NAMES, ROLES } from '@app/core';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** Search (name, email, Staff ID or a role's name) and the role filter; every change is the page's to put in the address. */
export function UsersFilters({
  id,
  q,
  role,
  onChange,
}: {
  id: string;
  q: string;
  role: string;
  onChange: (change: { q?: string; role?: string }, replace?: boolean) => void;
}) {
  return (
    <search className="grid gap-3 rounded-xl border border-border bg-card/70 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>Search users</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={`${id}-q`}
            type="search"
            placeholder="Name, email, Staff ID or role..."
            value={q}
            maxLength={200}
            onChange={(e) => onChange({ q: e.target.value }, true)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <NativeSelect id={`${id}-role`} value={role} onChange={(e) => onChange({ role: e.target.value })}>
          <option value="">All roles</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_NAMES[r]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}
