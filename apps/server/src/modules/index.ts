// The API's modules, in the order they are registered: a new module is added here alone (its
// routes plugin brings its own hooks and content-type parsers). The health checks come first and
// alone, since a worker process (ROLE=worker) serves nothing else.
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes.js';
import directoryRoutes from './directory/routes.js';
import profileRoutes from './profile/routes.js';
import fileRoutes from './files/routes.js';
import fileVariantRoutes from './files/variant-routes.js';
import catalogueRoutes from './catalogue/routes.js';
import enrollmentRoutes from './enrollments/routes.js';
import playerRoutes from './player/routes.js';
import streamingRoutes from './streaming/routes.js';
import captionRoutes from './captions/routes.js';
import certificateRoutes from './certificates/routes.js';
import quizRoutes from './quizzes/routes.js';
import gradingRoutes from './grading/routes.js';
import quizAuthoringRoutes from './quiz-authoring/routes.js';
import courseAuthoringRoutes from './course-authoring/routes.js';
import curriculumRoutes from './curriculum/routes.js';
import lessonUploadRoutes from './lesson-uploads/routes.js';
import monitoringRoutes from './monitoring/routes.js';
import analyticsRoutes from './analytics/routes.js';
import adminStatsRoutes from './admin-stats/routes.js';
import notificationRoutes from './notifications/routes.js';
import emailRoutes from './email/routes.js';
import userImportRoutes from './user-import/routes.js';
import adminCourseRoutes from './admin-courses/routes.js';
import adminSettingsRoutes from './admin-settings/routes.js';
import groupRoutes from './groups/routes.js';
import adminListRoutes from './admin-lists/routes.js';
import auditRoutes from './audit/routes.js';
import adminUsersRoutes from './admin-users/routes.js';
import assignmentRoutes from './assignments/routes.js';
import complianceRoutes from './compliance/routes.js';
import healthRoutes from './health/routes.js';

export { healthRoutes };

export const apiModules: readonly FastifyPluginAsync[] = [
  authRoutes,
  directoryRoutes,
  profileRoutes,
  fileRoutes,
  fileVariantRoutes,
  catalogueRoutes,
  enrollmentRoutes,
  playerRoutes,
  streamingRoutes,
  captionRoutes,
  certificateRoutes,
  quizRoutes,
  gradingRoutes,
  quizAuthoringRoutes,
  courseAuthoringRoutes,
  curriculumRoutes,
  lessonUploadRoutes,
  monitoringRoutes,
  analyticsRoutes,
  adminStatsRoutes,
  notificationRoutes,
  emailRoutes,
  userImportRoutes,
  adminCourseRoutes,
  adminSettingsRoutes,
  groupRoutes,
  adminListRoutes,
  auditRoutes,
  adminUsersRoutes,
  assignmentRoutes,
  complianceRoutes,
];
