import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { AnswerSaver, TEXT_DEBOUNCE_MS } from './answer-saver';
import { saveAnswer } from './api/save-answer';

vi.mock('./api/save-answer', () => ({ saveAnswer: vi.fn() }));
const save = vi.mocked(saveAnswer);

// Lets every settled promise run its handlers (the saver chains then/finally), with the real clock.
const realSetImmediate = setImmediate;
const settle = () => new Promise<void>((resolve) => realSetImmediate(resolve));

type Saved = Awaited<ReturnType<typeof saveAnswer>>;
const ok = (questionId = 'q'): Saved => ({ questionId, savedAt: '2025-01-01T00:00:00.000Z' });

/** A save the test answers when it wants to. */
function deferred() {
  let resolve!: (value: Saved) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Saved>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const networkError = () => new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
const closedError = () => new ApiError(409, 'ATTEMPT_CLOSED', 'This attempt is closed.');

const ATTEMPT = 'attempt-1';
const PENDING_KEY = `learnflix:quiz:pending:${ATTEMPT}`;

let storage: Map<string, string>;
let listeners: Map<string, Set<() => void>>;
let navigatorStub: { onLine: boolean };

const storedPending = () => {
  const raw = storage.get(PENDING_KEY);
  return raw === undefined ? undefined : (JSON.parse(raw) as Record<string, unknown>);
};
const fire = (type: string) => {
  for (const listener of listeners.get(type) ?? []) listener();
};

beforeEach(() => {
  vi.useFakeTimers();
  save.mockReset();
  storage = new Map();
  listeners = new Map();
  navigatorStub = { onLine: true };
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, String(value)),
    removeItem: (key: string) => void storage.delete(key),
  };
  vi.stubGlobal('sessionStorage', sessionStorage);
  vi.stubGlobal('navigator', navigatorStub);
  vi.stubGlobal('window', {
    sessionStorage,
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => void listeners.get(type)?.delete(listener),
    // Looked up at call time: the fake timers installed above.
    setTimeout: (handler: () => void, ms?: number) => setTimeout(handler, ms),
    clearTimeout: (id?: ReturnType<typeof setTimeout>) => clearTimeout(id),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function started(saved: ConstructorParameters<typeof AnswerSaver>[1] = []) {
  const saver = new AnswerSaver(ATTEMPT, saved);
  const events = { onClosed: vi.fn(), onRejected: vi.fn() };
  saver.setEvents(events);
  const stop = saver.start();
  return { saver, events, stop };
}

describe('AnswerSaver: saving', () => {
  it('sends a picked option at once and marks it saved once the server confirms', async () => {
    const request = deferred();
    save.mockReturnValueOnce(request.promise);
    const { saver } = started();
    const listener = vi.fn();
    saver.subscribe(listener);
    expect(saver.getSnapshot().status).toBe('idle');

    saver.setOption('q1', 'o1');
    expect(save).toHaveBeenCalledExactlyOnceWith(ATTEMPT, 'q1', { optionId: 'o1' });
    expect(saver.getSnapshot()).toMatchObject({ status: 'saving', unsent: 1 });
    expect(saver.getSnapshot().answers.get('q1')).toEqual({ optionId: 'o1', answerText: null });
    expect(storedPending()).toEqual({ q1: { optionId: 'o1', answerText: null } });
    expect(listener).toHaveBeenCalled();

    request.resolve(ok('q1'));
    await settle();
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', unsent: 0 });
    expect(storedPending()).toBeUndefined();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('sends typed text once typing pauses, only the last value', async () => {
    save.mockResolvedValue(ok('q1'));
    const { saver } = started();

    saver.setText('q1', 'He');
    await vi.advanceTimersByTimeAsync(TEXT_DEBOUNCE_MS - 1);
    saver.setText('q1', 'Hello');
    expect(storedPending()).toEqual({ q1: { optionId: null, answerText: 'Hello' } });
    await vi.advanceTimersByTimeAsync(TEXT_DEBOUNCE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    expect(saver.getSnapshot()).toMatchObject({ status: 'saving', unsent: 1 });

    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith(ATTEMPT, 'q1', { answerText: 'Hello' });
    await settle();
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', unsent: 0 });
    expect(storedPending()).toBeUndefined();
  });

  it('sends typed text at once when flushed (blur, Next)', async () => {
    save.mockResolvedValue(ok('q1'));
    const { saver } = started();
    saver.setText('q1', 'Hello');
    saver.flush('q1');
    expect(save).toHaveBeenCalledExactlyOnceWith(ATTEMPT, 'q1', { answerText: 'Hello' });
    await settle();
    await vi.advanceTimersByTimeAsync(TEXT_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not lose a newer value given while an older one is in flight', async () => {
    const first = deferred();
    const second = deferred();
    save.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { saver } = started();

    saver.setOption('q1', 'a');
    saver.setOption('q1', 'b');
    // One request per question at a time.
    expect(save).toHaveBeenCalledTimes(1);
    expect(storedPending()).toEqual({ q1: { optionId: 'b', answerText: null } });

    // The server confirms 'a': 'b' is still unsent, and goes out now.
    first.resolve(ok('q1'));
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(ATTEMPT, 'q1', { optionId: 'b' });
    expect(saver.getSnapshot()).toMatchObject({ status: 'saving', unsent: 1 });
    expect(storedPending()).toEqual({ q1: { optionId: 'b', answerText: null } });
    expect(saver.getSnapshot().answers.get('q1')).toEqual({ optionId: 'b', answerText: null });

    second.resolve(ok('q1'));
    await settle();
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', unsent: 0 });
    expect(storedPending()).toBeUndefined();
  });

  it('waits for typing to pause before sending text changed while the previous text was in flight', async () => {
    const first = deferred();
    save.mockReturnValueOnce(first.promise).mockResolvedValue(ok('q1'));
    const { saver } = started();

    saver.setText('q1', 'one');
    saver.flush('q1');
    saver.setText('q1', 'one two');
    first.resolve(ok('q1'));
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.getSnapshot().unsent).toBe(1);

    await vi.advanceTimersByTimeAsync(TEXT_DEBOUNCE_MS);
    expect(save).toHaveBeenLastCalledWith(ATTEMPT, 'q1', { answerText: 'one two' });
    await settle();
    expect(saver.getSnapshot().unsent).toBe(0);
  });
});

describe('AnswerSaver: failures', () => {
  it('keeps an answer that could not be sent, retries it later and forgets it once saved', async () => {
    save.mockRejectedValueOnce(networkError()).mockResolvedValueOnce(ok('q1'));
    const { saver } = started();

    saver.setOption('q1', 'o1');
    await settle();
    expect(saver.getSnapshot()).toMatchObject({ status: 'retrying', unsent: 1 });
    expect(storedPending()).toEqual({ q1: { optionId: 'o1', answerText: null } });

    await vi.advanceTimersByTimeAsync(999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(ATTEMPT, 'q1', { optionId: 'o1' });

    await settle();
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', unsent: 0 });
    expect(storedPending()).toBeUndefined();
  });

  it('backs off between retries, and retries server errors, rate limits and expired sessions too', async () => {
    save
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Something went wrong.'))
      .mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Slow down.'))
      .mockRejectedValueOnce(new ApiError(401, 'UNAUTHENTICATED', 'Sign in again.'))
      .mockResolvedValueOnce(ok('q1'));
    const { saver, events } = started();

    saver.setOption('q1', 'o1');
    await settle();
    const calls: number[] = [];
    for (const wait of [1_000, 2_000, 4_000, 8_000]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      calls.push(save.mock.calls.length);
      await vi.advanceTimersByTimeAsync(1);
      calls.push(save.mock.calls.length);
      await settle();
    }
    expect(calls).toEqual([1, 2, 2, 3, 3, 4, 4, 5]);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', unsent: 0 });
    expect(events.onRejected).not.toHaveBeenCalled();
    expect(events.onClosed).not.toHaveBeenCalled();
  });

  it('says offline when the browser is, and retries at once when it comes back online', async () => {
    save.mockRejectedValueOnce(networkError()).mockResolvedValueOnce(ok('q1'));
    const { saver } = started();
    navigatorStub.onLine = false;

    saver.setOption('q1', 'o1');
    await settle();
    expect(saver.getSnapshot()).toMatchObject({ status: 'offline', unsent: 1 });

    navigatorStub.onLine = true;
    fire('online');
    expect(save).toHaveBeenCalledTimes(2);
    await settle();
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', unsent: 0 });
    // The backoff timer was cancelled: nothing more is sent.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('sends the newest value when retrying after a failure', async () => {
    save.mockRejectedValueOnce(networkError()).mockResolvedValue(ok('q1'));
    const { saver } = started();
    saver.setOption('q1', 'a');
    await settle();
    saver.setOption('q1', 'b');
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(save.mock.calls.map((call) => call[2])).not.toContainEqual({ optionId: 'a', answerText: null });
    expect(save).toHaveBeenLastCalledWith(ATTEMPT, 'q1', { optionId: 'b' });
    expect(saver.getSnapshot().unsent).toBe(0);
  });

  it('drops an answer the server refuses for good, tells the screen, and does not retry it', async () => {
    save.mockRejectedValueOnce(new ApiError(400, 'VALIDATION_ERROR', 'This option is not part of the question.'));
    const { saver, events } = started();

    saver.setOption('q1', 'o9');
    await settle();
    expect(events.onRejected).toHaveBeenCalledExactlyOnceWith('This option is not part of the question.');
    expect(events.onClosed).not.toHaveBeenCalled();
    expect(saver.getSnapshot().unsent).toBe(0);
    expect(storedPending()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('AnswerSaver: a closed attempt', () => {
  it('stops saving and tells the screen when the server says the attempt is closed', async () => {
    save.mockResolvedValueOnce(ok('q2')).mockRejectedValueOnce(closedError());
    const { saver, events } = started();

    saver.setOption('q2', 'o2');
    await settle();
    saver.setOption('q1', 'o1');
    await settle();
    expect(events.onClosed).toHaveBeenCalledExactlyOnceWith('This attempt is closed.');
    expect(events.onRejected).not.toHaveBeenCalled();
    expect(saver.getSnapshot()).toMatchObject({ status: 'closed', unsent: 0 });
    expect(storedPending()).toBeUndefined();

    // Nothing more goes out: no new answer, no retry, not even when coming back online.
    saver.setOption('q3', 'o3');
    saver.setText('q4', 'late');
    fire('online');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.getSnapshot().answers.has('q3')).toBe(false);
    expect(await saver.flushAll()).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('cancels typing not yet sent and any retry when the attempt closes', async () => {
    save.mockRejectedValueOnce(networkError()).mockRejectedValueOnce(closedError());
    const { saver, events } = started();

    saver.setOption('q1', 'o1');
    await settle();
    saver.setText('q2', 'typing');
    saver.flush('q1');
    await settle();
    expect(events.onClosed).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(storage.size).toBe(0);
  });
});

describe('AnswerSaver: reload', () => {
  it('restores unsent answers from sessionStorage over the server saved ones, and sends them', async () => {
    // The first page fails to send q1's new option, then the page is reloaded.
    save.mockRejectedValueOnce(networkError());
    const first = started([{ questionId: 'q1', optionId: 'old', answerText: null }]);
    first.saver.setOption('q1', 'new');
    first.saver.setText('q2', 'typed before the reload');
    await settle();
    expect(storedPending()).toEqual({
      q1: { optionId: 'new', answerText: null },
      q2: { optionId: null, answerText: 'typed before the reload' },
    });

    save.mockReset();
    save.mockResolvedValue(ok());
    const saved = [
      { questionId: 'q1', optionId: 'old', answerText: null },
      { questionId: 'q3', optionId: 'kept', answerText: null },
    ];
    const saver = new AnswerSaver(ATTEMPT, saved);
    expect(Object.fromEntries(saver.getSnapshot().answers)).toEqual({
      q1: { optionId: 'new', answerText: null },
      q2: { optionId: null, answerText: 'typed before the reload' },
      q3: { optionId: 'kept', answerText: null },
    });
    expect(saver.getSnapshot()).toMatchObject({ status: 'saving', unsent: 2 });
    expect(save).not.toHaveBeenCalled();

    saver.start();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenCalledWith(ATTEMPT, 'q1', { optionId: 'new' });
    expect(save).toHaveBeenCalledWith(ATTEMPT, 'q2', { answerText: 'typed before the reload' });
    await settle();
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', unsent: 0 });
    expect(storedPending()).toBeUndefined();
  });

  it('only restores the same attempt, and ignores a damaged entry', () => {
    storage.set('learnflix:quiz:pending:other', JSON.stringify({ q1: { optionId: 'x', answerText: null } }));
    const saved = [{ questionId: 'q1', optionId: 'server', answerText: null }];
    expect(new AnswerSaver(ATTEMPT, saved).getSnapshot().answers.get('q1')).toEqual({ optionId: 'server', answerText: null });

    storage.set(PENDING_KEY, '{not json');
    expect(new AnswerSaver(ATTEMPT, saved).getSnapshot()).toMatchObject({ unsent: 0, status: 'idle' });

    storage.set(PENDING_KEY, JSON.stringify({ q1: { optionId: 42 }, q2: { optionId: 'ok', answerText: null } }));
    const snapshot = new AnswerSaver(ATTEMPT, saved).getSnapshot();
    expect(snapshot.unsent).toBe(1);
    expect(snapshot.answers.get('q1')).toEqual({ optionId: 'server', answerText: null });
    expect(snapshot.answers.get('q2')).toEqual({ optionId: 'ok', answerText: null });
  });
});

describe('AnswerSaver: leaving and submitting', () => {
  it('sends what is left when the screen goes, and stops listening', async () => {
    save.mockResolvedValue(ok('q1'));
    const { saver, stop } = started();
    saver.setText('q1', 'not paused yet');
    expect(listeners.get('online')?.size).toBe(1);

    stop();
    expect(listeners.get('online')?.size).toBe(0);
    expect(save).toHaveBeenCalledExactlyOnceWith(ATTEMPT, 'q1', { answerText: 'not paused yet' });
    await vi.advanceTimersByTimeAsync(TEXT_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('after the screen has gone, a failed last send is not retried and tells nobody: the next screen sends it', async () => {
    save.mockRejectedValue(networkError());
    const { saver, events, stop } = started();
    saver.setOption('q1', 'A');
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    save.mockRejectedValue(closedError());
    stop();
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(events.onClosed).not.toHaveBeenCalled();
    expect(storedPending()).toEqual({ q1: { optionId: 'A', answerText: null } });
  });

  it("a last send that succeeds after the screen has gone leaves a newer screen's answer in storage", async () => {
    const last = deferred();
    save.mockReturnValueOnce(last.promise);
    const { saver, stop } = started();
    saver.setText('q1', 'old');
    stop();
    // The student is back on the attempt and changes the answer before the old send returns.
    save.mockReturnValue(new Promise<Saved>(() => undefined));
    const next = started();
    next.saver.setOption('q1', 'C');
    last.resolve(ok('q1'));
    await settle();
    expect(storedPending()).toEqual({ q1: { optionId: 'C', answerText: null } });
  });

  it('a last send that succeeds after the screen has gone removes that answer from storage', async () => {
    save.mockResolvedValue(ok('q1'));
    const { saver, stop } = started();
    saver.setText('q1', 'typed');
    stop();
    await settle();
    expect(storedPending()).toBeUndefined();
  });

  it('flushAll sends everything pending and says whether the server has it all', async () => {
    save.mockResolvedValue(ok());
    const { saver } = started();
    saver.setText('q1', 'a');
    saver.setText('q2', 'b');
    expect(await saver.flushAll()).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.getSnapshot().unsent).toBe(0);
  });

  it('flushAll says false, keeping the answers, when they cannot be sent', async () => {
    save.mockRejectedValue(networkError());
    const { saver } = started();
    saver.setText('q1', 'a');
    expect(await saver.flushAll()).toBe(false);
    expect(saver.getSnapshot().unsent).toBe(1);
    expect(storedPending()).toEqual({ q1: { optionId: null, answerText: 'a' } });
  });

  it('flushAll gives up after its time limit when the server does not answer', async () => {
    save.mockReturnValue(new Promise<Saved>(() => undefined));
    const { saver } = started();
    saver.setOption('q1', 'a');
    const result = saver.flushAll(3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await result).toBe(false);
    expect(saver.getSnapshot().unsent).toBe(1);
  });
});
