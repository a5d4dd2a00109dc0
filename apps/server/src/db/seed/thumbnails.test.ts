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
});
