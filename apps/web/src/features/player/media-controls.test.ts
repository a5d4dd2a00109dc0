import { describe, expect, it } from 'vitest';
import { clamp01, SEEK_STEP, VOLUME_STEP } from './media-controls';

describe('clamp01', () => {
  it('keeps a value inside 0..1 as it is', () => {
    expect(clamp01(0)).toBe(0);
    expect(clamp01(0.35)).toBe(0.35);
    expect(clamp01(1)).toBe(1);
  });

  it('clamps a volume pushed past either end', () => {
    expect(clamp01(1 + VOLUME_STEP)).toBe(1);
    expect(clamp01(0 - VOLUME_STEP)).toBe(0);
    expect(clamp01(42)).toBe(1);
    expect(clamp01(-42)).toBe(0);
  });
});

describe('shortcut steps', () => {
  it('seeks by 5 seconds and changes the volume by a tenth', () => {
    expect(SEEK_STEP).toBe(5);
    expect(VOLUME_STEP).toBe(0.1);
  });
});
