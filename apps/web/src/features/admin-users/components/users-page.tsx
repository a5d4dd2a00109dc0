import { UsersManager } from './users-manager';

/** /admin/users (User Management) and /admin/user-management (Role Management). */
export function UsersPage({ mode }: { mode: 'users' | 'roles' }) {
  const title = mode === 'roles' ? 'Role Management' : 'User Management';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <title>{`${title} | LearnFlix`}</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
      <p className="mt-2 text-muted-foreground">
        {mode === 'roles'
          ? 'Give each person the role they need. You cannot change your own role, and the platform always keeps at least one admin.'
          : 'Every account on the platform: search by name, email, Staff ID or role.'}
      </p>
      {mode === 'roles' && <RoleGuide />}
      <div className="mt-8">
        <UsersManager mode={mode} />
      </div>
    </div>
  );
}

const GUIDE = [
  { role: 'Student', does: 'Enrolls in courses, takes quizzes, rates courses and earns certificates.' },
  { role: 'Instructor', does: 'Creates and teaches courses, builds quizzes, grades answers and follows their learners.' },
  { role: 'Subadmin', does: 'Reads every screen of the admin area and changes nothing.' },
  { role: 'Admin', does: 'Runs the platform: users, roles, courses, categories and settings. Can also teach.' },
];

/** What each of the four roles may do (the policy decides; this only tells). */
function RoleGuide() {
  return (
    <ul aria-label="The roles" className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {GUIDE.map(({ role, does }) => (
        <li key={role} className="rounded-xl border border-border bg-card/60 p-4">
          <p className="font-bold text-white">{role}</p>
          <p className="mt-1 text-sm text-muted-foreground">{does}</p>
        </li>
      ))}
    </ul>
  );
}
