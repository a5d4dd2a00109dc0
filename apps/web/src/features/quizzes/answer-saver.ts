// Saves a running attempt's answers as the student goes. Every change is first kept in memory and
// in sessionStorage, then sent; it leaves both only once the server has confirmed that very value.
// A failed send (network, server error) is retried with backoff and when the browser comes back
// online, so nothing typed is ever lost; the server refusing the attempt (closed, past its deadline)
// ends the saving and tells the screen.
import { ApiError } from '@/lib/api';
import { saveAnswer } from './api/save-answer';
import { forgetIfStored, readPending, writePending, type Answer } from './attempt-storage';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'offline' | 'closed';

export interface SaverSnapshot {
  answers: ReadonlyMap<string, Answer>;
  status: SaveStatus;
  /** Answers not yet confirmed by the server. */
  unsent: number;
}

export interface SaverEvents {
  /** The server no longer takes answers for this attempt (submitted, or its time ran out). */
  onClosed: (message: string) => void;
  /** The server refused one answer for good (it will not be retried). */
  onRejected: (message: string) => void;
}

/** How long typing may pause before the text is sent. */
export const TEXT_DEBOUNCE_MS = 800;
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/** A failure that may pass on a later try: no connection, a server error, a rate limit, a session to renew. */
export const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.code === 'NETWORK' || error.status >= 500 || error.status === 429 || error.status === 401;

export class AnswerSaver {
  private answers = new Map<string, Answer>();
  private pending: Map<string, Answer>;
  private inflight = new Map<string, Promise<void>>();
  private debounces = new Map<string, number>();
  private retryTimer: number | undefined;
  private failures = 0;
  private failing = false;
  private closed = false;
  /** The screen has gone: last sends may still finish, but nothing is retried or announced. */
  private stopped = false;
  private everSaved = false;
  private listeners = new Set<() => void>();
  private snapshot: SaverSnapshot;
  private events: SaverEvents = { onClosed: () => undefined, onRejected: () => undefined };

  constructor(
    private readonly attemptId: string,
    saved: Array<{ questionId: string; optionId: string | null; answerText: string | null }>,
  ) {
    for (const a of saved) this.answers.set(a.questionId, { optionId: a.optionId, answerText: a.answerText });
    // What this tab had not managed to send before a reload wins over what the server holds.
    this.pending = readPending(attemptId);
    for (const [questionId, answer] of this.pending) this.answers.set(questionId, answer);
    this.snapshot = this.makeSnapshot();
  }

  setEvents(events: SaverEvents) {
    this.events = events;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Starts sending what is pending (restored answers) and listens for the connection coming back. */
  start() {
    window.addEventListener('online', this.retryNow);
    this.retryNow();
    return () => {
      window.removeEventListener('online', this.retryNow);
      window.clearTimeout(this.retryTimer);
      for (const timer of this.debounces.values()) window.clearTimeout(timer);
      this.debounces.clear();
      // Leaving the screen: send what is left now, once. What fails stays in sessionStorage for the
      // next saver of this attempt; retrying from here could overwrite that saver's newer answer.
      this.stopped = true;
      if (!this.closed) for (const questionId of this.pending.keys()) void this.send(questionId);
    };
  }

  /** An option picked: saved at once. */
  setOption(questionId: string, optionId: string) {
    this.change(questionId, { optionId, answerText: null }, 0);
  }

  /** Text typed: saved once typing pauses (or on blur, Next, submit: see flush). */
  setText(questionId: string, answerText: string) {
    this.change(questionId, { optionId: null, answerText }, TEXT_DEBOUNCE_MS);
  }

  /** Sends one question's pending answer now. */
  flush(questionId: string) {
    this.clearDebounce(questionId);
    if (this.pending.has(questionId)) void this.send(questionId);
  }

  /**
   * Sends everything pending and waits for it, for at most `timeoutMs`. True when the server has
   * every answer; false when some could not be sent (they stay pending and keep being retried).
   */
  async flushAll(timeoutMs = 8_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.pending.size > 0 && !this.closed && Date.now() < deadline) {
      for (const questionId of this.pending.keys()) this.flush(questionId);
      const round = Promise.all(this.inflight.values());
      await Promise.race([round, new Promise((resolve) => window.setTimeout(resolve, Math.max(0, deadline - Date.now())))]);
      if (this.failing) break;
    }
    return this.pending.size === 0;
  }

  private change(questionId: string, answer: Answer, debounceMs: number) {
    if (this.closed) return;
    this.answers.set(questionId, answer);
    this.pending.set(questionId, answer);
    writePending(this.attemptId, this.pending);
    this.clearDebounce(questionId);
    if (debounceMs > 0)
      this.debounces.set(
        questionId,
        window.setTimeout(() => this.flush(questionId), debounceMs),
      );
    else void this.send(questionId);
    this.emit();
  }

  private clearDebounce(questionId: string) {
    const timer = this.debounces.get(questionId);
    if (timer !== undefined) window.clearTimeout(timer);
    this.debounces.delete(questionId);
  }

  /** One request per question at a time; a value changed meanwhile goes out when it returns. */
  private send(questionId: string): Promise<void> {
    const running = this.inflight.get(questionId);
    if (running) return running;
    const answer = this.pending.get(questionId);
    if (!answer || this.closed) return Promise.resolve();
    const body = answer.optionId !== null ? { optionId: answer.optionId } : { answerText: answer.answerText ?? '' };
    const request = saveAnswer(this.attemptId, questionId, body).then(
      () => {
        this.everSaved = true;
        this.failing = false;
        this.failures = 0;
        if (this.pending.get(questionId) === answer) {
          this.pending.delete(questionId);
          if (this.stopped) forgetIfStored(this.attemptId, questionId, answer);
          else writePending(this.attemptId, this.pending);
        }
      },
      (error: unknown) => {
        if (this.stopped) return;
        if (error instanceof ApiError && error.code === 'ATTEMPT_CLOSED') {
          this.close();
          this.events.onClosed(error.message);
        } else if (retryable(error)) {
          this.failing = true;
          this.scheduleRetry();
        } else {
          // The server will never take this answer (for instance a changed question): keeping it
          // would block the rest. The student is told and may answer again.
          if (this.pending.get(questionId) === answer) this.pending.delete(questionId);
          writePending(this.attemptId, this.pending);
          this.events.onRejected(error instanceof ApiError ? error.message : 'Your answer could not be saved.');
        }
      },
    );
    const tracked = request.finally(() => {
      this.inflight.delete(questionId);
      // Changed while in flight, and not waiting for typing to pause: send the newer value.
      if (!this.closed && !this.stopped && !this.failing && this.pending.has(questionId) && !this.debounces.has(questionId))
        void this.send(questionId);
      this.emit();
    });
    this.inflight.set(questionId, tracked);
    this.emit();
    return tracked;
  }

  private scheduleRetry() {
    window.clearTimeout(this.retryTimer);
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)]!;
    this.failures++;
    this.retryTimer = window.setTimeout(this.retryNow, delay);
  }

  private retryNow = () => {
    window.clearTimeout(this.retryTimer);
    if (this.closed) return;
    for (const questionId of this.pending.keys()) if (!this.debounces.has(questionId)) void this.send(questionId);
  };

  private close() {
    this.closed = true;
    window.clearTimeout(this.retryTimer);
    for (const timer of this.debounces.values()) window.clearTimeout(timer);
    this.debounces.clear();
    this.pending.clear();
    writePending(this.attemptId, this.pending);
    this.emit();
  }

  private makeSnapshot(): SaverSnapshot {
    const busy = this.inflight.size > 0 || this.debounces.size > 0;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const status: SaveStatus = this.closed
      ? 'closed'
      : this.failing && this.pending.size > 0
        ? offline
          ? 'offline'
          : 'retrying'
        : busy || this.pending.size > 0
          ? 'saving'
          : this.everSaved
            ? 'saved'
            : 'idle';
    return { answers: new Map(this.answers), status, unsent: this.pending.size };
  }

  private emit() {
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }
}
