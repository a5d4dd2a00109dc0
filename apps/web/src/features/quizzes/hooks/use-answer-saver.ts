import { useEffect, useState, useSyncExternalStore } from 'react';
import { AnswerSaver, type SaverEvents } from '../answer-saver';

type Saved = ConstructorParameters<typeof AnswerSaver>[1];

/** The answer saver of one attempt (see AnswerSaver), with its state as React state. */
export function useAnswerSaver(attemptId: string, saved: Saved, events: SaverEvents) {
  // One saver per attempt: the screen is keyed by the attempt, so `saved` is read once.
  const [saver] = useState(() => new AnswerSaver(attemptId, saved));
  useEffect(() => {
    saver.setEvents(events);
  }, [saver, events]);
  useEffect(() => saver.start(), [saver]);
  const snapshot = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  return { saver, ...snapshot };
}
