// Instructor course authoring: what the course and lesson editors are built from.
export { LessonFileUpload, type LessonFileUploadProps } from './components/lesson-file-upload';
