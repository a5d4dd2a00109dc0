import { homeArea, type SessionUser } from '@app/core';

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** The header's links for a visitor or a signed-in user (spec: Header). */
export function headerNavItems(user: SessionUser | null): NavItem[] {
  if (!user) return [{ to: '/courses', label: 'Courses' }];
  const items: NavItem[] = [
    { to: '/', label: 'Home', end: true },
    { to: '/courses', label: 'Courses' },
  ];
  // Each signed-in user's own area; the spec offers Enroll History to everyone but instructors.
  const area = homeArea(user);
  if (area !== 'instructor') items.push({ to: '/enroll-history', label: 'Enroll History' });
  if (area === 'instructor') items.push({ to: '/instructor', label: 'Instructor' });
  if (area === 'admin') items.push({ to: '/admin', label: 'Admin' });
  return items;
}
