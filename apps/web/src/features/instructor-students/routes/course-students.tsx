import { useParams } from 'react-router';
import { StudentsPage } from '../components/students-page';

/** /instructor/courses/{id}/students: one course's learners. */
export function Component() {
  const { id } = useParams();
  return <StudentsPage key={id} courseId={id} />;
}
