import { StudentsPage } from '../components/students-page';

/** /instructor/students, and /admin/students for admins and subadmins: every monitored course's learners. */
export function Component() {
  return <StudentsPage />;
}
