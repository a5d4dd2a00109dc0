import type { CourseOverviewResponse, CourseRemoval } from '@app/core';
import { Archive, CalendarPlus, Eye, ListTree, Pencil, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface QuickActionsProps {
  course: CourseOverviewResponse['course'];
  onManageCurriculum: () => void;
  /** Delete, or Archive for a course with learners (core's courseRemoval); nothing when neither applies. */
  removal: CourseRemoval | null;
  onRemove: () => void;
  /** Assign the course to groups and people (whoever may, once it is published). */
  onAssign?: () => void;
}

/** What an instructor does next with the course. */
export function QuickActions({ course, onManageCurriculum, removal, onRemove, onAssign }: QuickActionsProps) {
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
      {onAssign && (
        <Button variant="outline" size="sm" onClick={onAssign}>
          <CalendarPlus aria-hidden /> Assign
        </Button>
      )}
      <Button asChild variant="outline" size="sm">
        <Link to={`/course/${course.id}`}>
          <Eye aria-hidden /> Preview as learner
        </Link>
      </Button>
      {removal === 'delete' && (
        <Button variant="ghost-danger" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
      {removal === 'archive' && (
        <Button variant="outline" size="sm" onClick={onRemove}>
          <Archive aria-hidden /> Archive
        </Button>
      )}
    </nav>
  );
}
