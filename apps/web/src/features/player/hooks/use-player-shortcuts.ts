import { useEffect } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { SEEK_STEP, VOLUME_STEP, type MediaControls } from '../media-controls';

interface Handlers {
  media: { readonly current: MediaControls | null };
  toggleFullscreen: () => void;
  openHelp: () => void;
  /** Null while the lesson has no captions of ours (the keys then do nothing). */
  toggleCaptions: (() => void) | null;
  toggleTranscript: (() => void) | null;
}

/** Typing in a field: no shortcut may fire. */
function isTyping(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable) return true;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(el.type);
  return false;
}

/** Space activates these itself: the shortcut must not take it from them. */
const SPACE_OWNERS =
  'video, audio, button, a[href], summary, input, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="tab"]';
/** These use the arrow keys themselves (a media element's own controls, sliders, tabs, menus). */
const ARROW_OWNERS =
  'video, audio, input, [role="slider"], [role="tab"], [role="menu"], [role="menuitem"], [role="listbox"], [role="radiogroup"], [role="radio"]';

/**
 * The player's keyboard shortcuts: Space (or K) play/pause, Left/Right seek 5 s, Up/Down volume,
 * F fullscreen, C captions, T transcript, ? this list. They never fire while typing, with a modifier held, or on keys the
 * focused control needs itself.
 */
export function usePlayerShortcuts(handlers: Handlers) {
  const latest = useLatest(handlers);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (isTyping(target) || isTyping(document.activeElement)) return;
      // A dialog (the lesson list sheet, say) owns the keyboard while it is open.
      if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      const { media, toggleFullscreen, openHelp, toggleCaptions, toggleTranscript } = latest.current;
      const controls = media.current;
      const ownsArrows = Boolean(target?.closest(ARROW_OWNERS));

      let handled = true;
      switch (e.key) {
        case '?':
          openHelp();
          break;
        case 'f':
        case 'F':
          toggleFullscreen();
          break;
        case 'c':
        case 'C':
          if (toggleCaptions) toggleCaptions();
          else handled = false;
          break;
        case 't':
        case 'T':
          if (toggleTranscript) toggleTranscript();
          else handled = false;
          break;
        case ' ':
        case 'k':
        case 'K':
          if (!controls || (e.key === ' ' && target?.closest(SPACE_OWNERS))) handled = false;
          else controls.togglePlay();
          break;
        case 'ArrowLeft':
        case 'ArrowRight':
          if (!controls || ownsArrows) handled = false;
          else controls.seekBy(e.key === 'ArrowLeft' ? -SEEK_STEP : SEEK_STEP);
          break;
        case 'ArrowUp':
        case 'ArrowDown':
          if (!controls || ownsArrows) handled = false;
          else controls.changeVolume(e.key === 'ArrowUp' ? VOLUME_STEP : -VOLUME_STEP);
          break;
        default:
          handled = false;
      }
      if (handled) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [latest]);
}
