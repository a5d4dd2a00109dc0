import { canCourse, courseRemoval, inCatalogue, MESSAGES } from '@app/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AssignCourseDialog, CourseAssignments } from '@/features/assignments';
import { useSession } from '@/features/auth';
import { useCourseOverview } from '../api/get-course-overview';
import { ArchiveCourseDialog } from '../components/archive-course-dialog';
import { CurriculumBuilder } from '../components/curriculum/curriculum-builder';
import { CurriculumDialog } from '../components/curriculum/curriculum-dialog';
import { DeleteCourseDialog } from '../components/delete-course-dialog';
import { AuditedChangeNotice } from '../components/overview/audited-change-notice';
import { CourseHeader } from '../components/overview/course-header';
import { OverviewTab } from '../components/overview/overview-tab';
import { QuickActions } from '../components/overview/quick-actions';
import { ReviewsTab } from '../components/overview/reviews-tab';
import { useLeaveOnFailure } from '../components/use-leave-on-failure';

const TABS = ['overview', 'curriculum', 'reviews', 'assignments'] as const;
type Tab = (typeof TABS)[number];
const TAB = 'px-1.5 text-[13px] sm:px-3 sm:text-sm';

/** /instructor/courses/{id}: the course's head, quick actions, and the Overview, Curriculum, Reviews and Assignments tabs. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'overview';
  const overview = useCourseOverview(id);
  const [managing, setManaging] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const { user } = useSession();

  const data = overview.data;
  const removal = data ? courseRemoval(user, data.course) : null;
  // Whoever manages the course assigns it, once it is published (a draft or archived course takes no assignments).
  const mayAssign = data ? canCourse(user, 'assign', data.course) : false;
  const assignable = mayAssign && data ? inCatalogue(data.course) : false;
  useLeaveOnFailure(overview.isError && !data, overview.error, MESSAGES.courseDetailsFailed);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${data?.course.title ?? 'Course Overview'} | LearnFlix`}</title>
      {!data ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading the course">
          <Skeleton className="h-5 w-40" />
          <div className="flex flex-col gap-5 sm:flex-row">
            <Skeleton className="aspect-video w-full sm:w-64" />
            <div className="grid flex-1 content-start gap-3">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
        </div>
      ) : (
        <>
          <CourseHeader course={data.course} />
          <AuditedChangeNotice course={data.course} />
          <div className="mt-6">
            <QuickActions
              course={data.course}
              onManageCurriculum={() => setManaging(true)}
              removal={removal}
              onRemove={() => setRemoving(true)}
              onAssign={assignable ? () => setAssigning(true) : undefined}
            />
          </div>
          <Tabs
            value={tab}
            onValueChange={(value) => {
              const next = new URLSearchParams(params);
              if (value === 'overview') next.delete('tab');
              else next.set('tab', value);
              setParams(next, { replace: true });
            }}
            className="mt-8"
          >
            {/* Four tabs fit a 390 px phone in a slightly smaller type. */}
            <TabsList className="max-w-xl">
              <TabsTrigger value="overview" className={TAB}>
                Overview
              </TabsTrigger>
              <TabsTrigger value="curriculum" className={TAB}>
                Curriculum
              </TabsTrigger>
              <TabsTrigger value="reviews" className={TAB}>
                Reviews
              </TabsTrigger>
              <TabsTrigger value="assignments" className={TAB}>
                Assignments
              </TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab stats={data.stats} />
            </TabsContent>
            <TabsContent value="curriculum">
              <CurriculumBuilder courseId={id} />
            </TabsContent>
            <TabsContent value="reviews">
              <ReviewsTab courseId={id} />
            </TabsContent>
            <TabsContent value="assignments">
              <CourseAssignments
                courseId={id}
                onAssign={assignable ? () => setAssigning(true) : undefined}
                assignHint={
                  mayAssign && !assignable ? 'Publish the course to assign it: only a published course takes assignments.' : undefined
                }
                complianceHref={`/instructor/courses/${id}/compliance`}
              />
            </TabsContent>
          </Tabs>
          <CurriculumDialog course={managing ? data.course : null} onClose={() => setManaging(false)} />
          <AssignCourseDialog course={assigning ? data.course : null} onClose={() => setAssigning(false)} />
          <DeleteCourseDialog
            course={
              removing && removal === 'delete' ? { id: data.course.id, title: data.course.title, students: data.stats.students } : null
            }
            onClose={() => setRemoving(false)}
            onDeleted={() => void navigate('/instructor/courses')}
          />
          <ArchiveCourseDialog course={removing && removal === 'archive' ? data.course : null} onClose={() => setRemoving(false)} />
        </>
      )}
    </div>
  );
}
