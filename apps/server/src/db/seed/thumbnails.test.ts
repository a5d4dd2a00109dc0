// The demo's pictures: a poster with its lettering, and a backdrop of the same art without any.
import { describe, expect, it } from 'vitest';
import { COURSES } from './catalogue-data.js';
import { coursePictureSvgs } from './thumbnails.js';

describe('course pictures', () => {
  it('print the title on the poster only: the backdrop is the same art without a letter', () => {
    for (const c of COURSES) {
      const { poster, backdrop } = coursePictureSvgs({ ...c, instructorName: 'Daniel Reyes' });
      expect(poster).toContain(c.title.split(' ')[0]);
      expect(poster).toContain('<text');
      expect(backdrop, c.key).not.toMatch(/<text|<tspan/);
      // Every shape of the backdrop is the poster's: only the lettering went.
      const shapes = (svg: string) => svg.match(/<(rect|circle|path|polygon|polyline|line)\b[^>]*>/g) ?? [];
      const posterShapes = shapes(poster);
      for (const shape of shapes(backdrop)) expect(posterShapes).toContain(shape);
    }
  });

  it('fade the cloud of Cloud & DevOps out at its base: no straight edge shows where its outline closes', () => {
    const clouds = COURSES.filter((c) => c.category === 'Cloud & DevOps');
    expect(clouds.length).toBeGreaterThan(0);
    for (const c of clouds) {
      const { backdrop } = coursePictureSvgs({ ...c, instructorName: 'Daniel Reyes' });
      // The cloud is the one closed path of arcs; its fill is the gradient, which ends transparent.
      const cloud = backdrop.match(/<path d="M [\d.]+ [\d.]+ a 70 70[^"]*z"[^>]*>/)?.[0];
      expect(cloud, c.key).toContain('fill="url(#cloud-fade)"');
      const fade = backdrop.match(/<linearGradient id="cloud-fade" x1="0" y1="0" x2="0" y2="1">([\s\S]*?)<\/linearGradient>/)?.[1];
      expect(fade?.match(/stop-opacity="([\d.]+)"/g)?.at(-1), c.key).toBe('stop-opacity="0"');
    }
  });
});
