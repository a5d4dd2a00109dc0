import { useBrowserSetting } from '@/hooks/use-browser-setting';

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

const parseRate = (stored: string) => {
  const rate = Number(stored);
  return (PLAYBACK_RATES as readonly number[]).includes(rate) ? rate : null;
};

/** The learner's playback speed (0.5x to 2x), remembered in this browser. */
export function usePlaybackRate(): [number, (rate: number) => void] {
  return useBrowserSetting<number>('learnflix.playbackRate', parseRate, 1);
}
