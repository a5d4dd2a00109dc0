import type { CourseOverviewResponse } from '@app/core';
import { Eye, ListTree, Pencil, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface QuickActionsProps {
  course: CourseOverviewResponse['course'];
  onManageCurriculum: () => void;
  onDelete: () => void;
}

/** What an instructor does next with the course. */
export function QuickActions({ course, onManageCurriculum, onDelete }: QuickActionsProps) {
  return (
    <nav aria-label="Quick actions" className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={`/instructor/courses/${course.id}/edit`}>
          <Pencil aria-hidden /> Edit Course
        </Link>
      </Button>
      <Button variant="outline" size="sm" onClick={onManageCurriculum}>
        <ListTree aria-hidden /> Manage Curriculum
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={`/instructor/courses/${course.id}/students`}>
          <Users aria-hidden /> Students
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={`/course/${course.id}`}>
          <Eye aria-hidden /> Preview as learner
        </Link>
      </Button>
      <Button variant="ghost-danger" size="sm" onClick={onDelete}>
        <Trash2 aria-hidden /> Delete
      </Button>
    </nav>
  );
}
