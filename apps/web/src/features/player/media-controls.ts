/** What the keyboard shortcuts can do to the lesson's player, whatever it is (speed arrives as the `rate` prop). */
export interface MediaControls {
  togglePlay(): void;
  seekBy(seconds: number): void;
  /** Plays from that point (a line of the transcript). */
  playFrom(seconds: number): void;
  /** Volume change in the player's 0..1 scale. */
  changeVolume(delta: number): void;
}

/** A media viewer hands over its controls once its player is ready, and null when it leaves. */
export type ControlsCallback = (controls: MediaControls | null) => void;

/** Seconds the arrow keys seek by; the volume step of the up and down arrows. */
export const SEEK_STEP = 5;
export const VOLUME_STEP = 0.1;

export const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
