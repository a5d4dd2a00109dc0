// Set-up of the 'web-dom' vitest project (*.test.tsx, jsdom): Testing Library unmounts what a test
// rendered after it (its automatic cleanup needs vitest's globals, which this workspace leaves off).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no VTTCue, which every browser has and the caption reader (media-captions) extends in a
// page: the browser's cue keeps its times and text, and so does this one.
if (!('VTTCue' in window)) {
  class VTTCue extends EventTarget {
    constructor(
      public startTime: number,
      public endTime: number,
      public text: string,
    ) {
      super();
    }
  }
  Object.assign(window, { VTTCue });
}
