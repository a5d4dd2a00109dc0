import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The link back to /admin/groups, above a group's page. */
export function BackToGroups() {
  return (
    <Link
      to="/admin/groups"
      className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-zinc-300 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden className="size-4" /> All groups
    </Link>
  );
}
