// A published course of text lessons, made by the demo instructor through the API: for journeys
// about what happens to a course (archived, assigned), not about authoring it.
import type { APIRequestContext } from '@playwright/test';
import { CSRF, DEMO, getJson, login, okJson } from './fixtures.js';

export interface TextCourse {
  id: string;
  title: string;
  lessonIds: string[];
}

export async function publishedTextCourse(
  request: APIRequestContext,
  o: { title: string; shortDescription: string; section: string; lessons: string[] },
): Promise<TextCourse> {
  await login(request, DEMO.instructor);
  const { categories } = await getJson<{ categories: { id: string }[] }>(request, '/api/categories');
  const { course } = await okJson<{ course: { id: string } }>(
    await request.post('/api/instructor/courses', {
      headers: CSRF,
      data: { title: o.title, shortDescription: o.shortDescription, description: 'Made by a journey.', categoryId: categories[0]!.id },
    }),
  );
  const { section } = await okJson<{ section: { id: string } }>(
    await request.post(`/api/instructor/courses/${course.id}/sections`, { headers: CSRF, data: { title: o.section } }),
  );
  const lessonIds: string[] = [];
  for (const name of o.lessons) {
    const { lesson } = await okJson<{ lesson: { id: string } }>(
      await request.post('/api/instructor/lessons', {
        headers: CSRF,
        data: { sectionId: section.id, title: name, contentType: 'text', content: `# ${name}\n\nText.` },
      }),
    );
    lessonIds.push(lesson.id);
  }
  await okJson(await request.patch(`/api/instructor/courses/${course.id}/status`, { headers: CSRF, data: { status: 'published' } }));
  return { id: course.id, title: o.title, lessonIds };
}
