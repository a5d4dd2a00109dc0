import { useEffect, useRef, useState } from 'react';

// Spec section 9: the intro fades out over 500 ms when it ends, and proceeds after 100 ms on error.
const FADE_MS = 500;
const ERROR_FADE_MS = 100;
/** The logo film lasts 1.6 s (short: the page waits under it); without an animationend by this time it failed (animations off). */
const FAILSAFE_MS = 4000;
const SEEN_KEY = 'learnflix.introSeen';

/**
 * Plays once per browser session, never with prefers-reduced-motion, and never under automation
 * (navigator.webdriver): end-to-end tests must not wait behind it.
 */
function shouldPlay(): boolean {
  try {
    if (navigator.webdriver) return false;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
    return sessionStorage.getItem(SEEN_KEY) !== '1';
  } catch {
    return false;
  }
}

type Phase = 'playing' | 'fading' | 'done';

/** The full-screen intro of the landing page: the animated logo, skippable with the button or Escape. */
export function IntroOverlay() {
  const [phase, setPhase] = useState<Phase>(() => (shouldPlay() ? 'playing' : 'done'));
  const [fadeMs, setFadeMs] = useState(FADE_MS);
  const skip = useRef<HTMLButtonElement>(null);

  const finish = (ms: number) => {
    setFadeMs(ms);
    setPhase((p) => (p === 'playing' ? 'fading' : p));
  };

  useEffect(() => {
    if (phase !== 'playing') return;
    try {
      sessionStorage.setItem(SEEN_KEY, '1');
    } catch {
      // Storage refused: it may play again, no harm.
    }
    skip.current?.focus();
    const failsafe = window.setTimeout(() => finish(ERROR_FADE_MS), FAILSAFE_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(FADE_MS);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(failsafe);
      window.removeEventListener('keydown', onKey);
    };
  }, [phase]);

  useEffect(() => {
    if (phase !== 'fading') return;
    const timer = window.setTimeout(() => setPhase('done'), fadeMs);
    return () => window.clearTimeout(timer);
  }, [phase, fadeMs]);

  if (phase === 'done') return null;
  return (
    <div
      role="dialog"
      aria-modal={phase === 'playing'}
      aria-label="LearnFlix intro"
      className="fixed inset-0 z-[60] grid place-items-center overflow-hidden bg-black transition-opacity ease-out"
      style={{
        opacity: phase === 'fading' ? 0 : 1,
        transitionDuration: `${fadeMs}ms`,
        pointerEvents: phase === 'fading' ? 'none' : 'auto',
      }}
    >
      <div
        className="flex flex-col items-center gap-6"
        onAnimationEnd={(event) => {
          if (event.animationName === 'intro-mark') finish(FADE_MS);
        }}
      >
        <span
          aria-hidden
          className="intro-mark relative grid size-28 place-items-center overflow-hidden rounded-2xl bg-primary shadow-[0_0_80px_rgb(229_9_20/0.6)]"
        >
          <span className="text-7xl font-black text-white">L</span>
          <span className="intro-sweep absolute inset-y-0 left-0 w-1/3 bg-white/40 blur-md" />
        </span>
        <span aria-hidden className="intro-word text-3xl font-black text-[#ff3b45] uppercase">
          LearnFlix
        </span>
      </div>
      <button
        ref={skip}
        type="button"
        onClick={() => finish(FADE_MS)}
        className="absolute right-6 bottom-6 rounded-md border border-white/30 bg-black/60 px-4 py-2 text-sm font-semibold text-white hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        Skip intro
      </button>
    </div>
  );
}
