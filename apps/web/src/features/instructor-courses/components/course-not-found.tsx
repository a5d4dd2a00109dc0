import { BookX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** A course that does not exist, or is not one of the caller's (the server answers 404 for both). */
export function CourseNotFound() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
      <title>Course not found | LearnFlix</title>
      <BookX aria-hidden className="mx-auto size-12 text-muted-foreground" />
      <h1 className="mt-4 text-2xl font-bold text-white">Course not found</h1>
      <p className="mt-2 text-muted-foreground">This course does not exist, or it is not one of yours.</p>
      <Button asChild className="mt-6">
        <Link to="/instructor/courses">Back to Course Management</Link>
      </Button>
    </div>
  );
}
