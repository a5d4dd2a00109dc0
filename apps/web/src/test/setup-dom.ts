// Set-up of the 'web-dom' vitest project (*.test.tsx, jsdom): Testing Library unmounts what a test
// rendered after it (its automatic cleanup needs vitest's globals, which this workspace leaves off).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
