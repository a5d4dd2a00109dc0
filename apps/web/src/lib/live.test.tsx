// The live channel across tabs: one tab holds the EventSource (the one holding the Web Lock), the
// others hear its events over a BroadcastChannel, another takes over when it goes, and a refused
// stream is retried with growing pauses. Each "tab" is a fresh copy of the module (its own listeners,
// connection count and channel), sharing what a browser shares between tabs: the lock manager and
// the BroadcastChannel name. jsdom has neither EventSource nor navigator.locks, so both are fakes
// below; BroadcastChannel is Node's own.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Live from './live';
import { connectLive, useLiveEvent, type LiveEvent } from './live';

type LiveModule = typeof Live;

/** The browser side of an EventSource: what the page sees. `emit` and `fail` play the server. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.all.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  /** `refused`: the browser gave up (CLOSED, the page must retry); else it retries by itself. */
  fail({ refused }: { refused: boolean }) {
    this.readyState = refused ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }
}

const open = () => FakeEventSource.all.filter((s) => s.readyState !== FakeEventSource.CLOSED);

/** navigator.locks as the Web Locks API specifies the exclusive mode: one holder, others queued in order. */
class FakeLocks {
  private held = new Set<string>();
  private queue: { name: string; grant: () => void }[] = [];
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const entry = {
        name,
        grant: () => {
          this.held.add(name);
          void Promise.resolve()
            .then(callback)
            .then(resolve, reject)
            .finally(() => {
              this.held.delete(name);
              this.next(name);
            });
        },
      };
      // The signal only withdraws a request still waiting; a granted lock is held until the callback settles.
      options.signal?.addEventListener('abort', () => {
        const at = this.queue.indexOf(entry);
        if (at === -1) return;
        this.queue.splice(at, 1);
        reject(new DOMException('The request was aborted.', 'AbortError'));
      });
      this.queue.push(entry);
      this.next(name);
    });
  }
  private next(name: string) {
    if (this.held.has(name)) return;
    const at = this.queue.findIndex((e) => e.name === name);
    if (at !== -1) this.queue.splice(at, 1)[0]!.grant();
  }
}

/** A tab: its own copy of the module, connected, recording every event its page would be told. */
async function openTab() {
  vi.resetModules();
  const live: LiveModule = await import('./live');
  const events: LiveEvent[] = [];
  live.onLiveEvent((e) => events.push(e));
  const release = live.connectLive();
  releases.push(release);
  return { events, release, live };
}

const releases: (() => void)[] = [];
/** Lets the lock's promise callbacks run (a grant is a few microtasks away). */
const settle = () => act(async () => {});

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  Object.defineProperty(navigator, 'locks', { value: new FakeLocks(), configurable: true });
});

afterEach(() => {
  // Closes every tab's BroadcastChannel (an open one would keep the test process alive).
  for (const release of releases.splice(0)) release();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'locks');
});

const notification = { kind: 'quiz_graded', courseId: 'c1', quizId: 'q1', attemptId: 'a1' };

describe('the live channel across tabs', () => {
  it('opens one connection for all tabs, and every tab hears its events', async () => {
    const tabs = [await openTab(), await openTab(), await openTab()];
    await settle();

    expect(FakeEventSource.all).toHaveLength(1);
    expect(FakeEventSource.all[0]!.url).toBe('/api/live');

    const source = FakeEventSource.all[0]!;
    source.emit('ready', { resync: false });
    source.emit('notification', { ...notification, courseId: 42 });
    source.emit('read', {});
    const expected: LiveEvent[] = [
      { type: 'ready', resync: false },
      // What is not text (here a number) arrives as null: the page never reads a wrong type.
      { type: 'notification', kind: 'quiz_graded', courseId: null, quizId: 'q1', attemptId: 'a1' },
      { type: 'read' },
    ];
    // The holder hears them at once, the others through the channel.
    await vi.waitFor(() => {
      for (const tab of tabs) expect(tab.events).toEqual(expected);
    });
  });

  it('hands the connection to another tab when the holder closes, and that tab asks the others to refetch', async () => {
    const first = await openTab();
    const second = await openTab();
    const third = await openTab();
    await settle();
    FakeEventSource.all[0]!.emit('ready', { resync: false });
    await vi.waitFor(() => expect(third.events).toHaveLength(1));

    first.release();
    await settle();

    expect(FakeEventSource.all).toHaveLength(2);
    expect(FakeEventSource.all[0]!.readyState).toBe(FakeEventSource.CLOSED);
    expect(open()).toEqual([FakeEventSource.all[1]]);

    // The new holder's stream starts: every remaining tab is told to resync (events may have been
    // missed between the two connections), and the closed tab hears nothing more.
    FakeEventSource.all[1]!.emit('ready', { resync: false });
    FakeEventSource.all[1]!.emit('notification', notification);
    await vi.waitFor(() => {
      for (const tab of [second, third])
        expect(tab.events.slice(1)).toEqual([
          { type: 'ready', resync: true },
          { type: 'notification', ...notification },
        ]);
    });
    expect(first.events).toEqual([{ type: 'ready', resync: false }]);
  });

  it('a tab that leaves while waiting for the lock never connects, nor keeps the lock from the next one', async () => {
    const first = await openTab();
    const second = await openTab();
    await settle();
    second.release();
    first.release();
    await settle();

    expect(FakeEventSource.all).toHaveLength(1);
    expect(open()).toEqual([]);

    await openTab();
    await settle();
    expect(FakeEventSource.all).toHaveLength(2);
    expect(open()).toEqual([FakeEventSource.all[1]]);
  });

  it('keeps one connection for several callers in a tab, until the last one releases it', async () => {
    const tab = await openTab();
    const again = tab.live.connectLive();
    await settle();
    expect(FakeEventSource.all).toHaveLength(1);

    again();
    again(); // a second call of the same release changes nothing
    expect(open()).toHaveLength(1);

    tab.release();
    expect(open()).toHaveLength(0);
    // The lock is free again: the next caller connects anew.
    releases.push(tab.live.connectLive());
    await settle();
    expect(open()).toHaveLength(1);
  });

  it('connects at once where the browser has no Web Locks', async () => {
    Reflect.deleteProperty(navigator, 'locks');
    await openTab();
    expect(FakeEventSource.all).toHaveLength(1);
  });
});

describe('reconnecting', () => {
  it('leaves a dropped stream to the browser, and retries a refused one after 2, 4, 8 … s up to a minute', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await openTab();
    await settle();
    const latest = () => FakeEventSource.all.at(-1)!;

    // Dropped (the browser reconnects by itself): nothing to do.
    latest().fail({ refused: false });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.all).toHaveLength(1);

    const pauses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const count = FakeEventSource.all.length;
      latest().fail({ refused: true });
      let waited = 0;
      while (FakeEventSource.all.length === count) {
        await vi.advanceTimersByTimeAsync(1000);
        waited += 1000;
      }
      pauses.push(waited);
    }
    expect(pauses).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);

    // Once a stream is live, the next refusal starts from 2 s again.
    latest().emit('ready', { resync: false });
    latest().fail({ refused: true });
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeEventSource.all).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.all).toHaveLength(9);
  });

  it('stops retrying once released', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tab = await openTab();
    await settle();
    FakeEventSource.all[0]!.fail({ refused: true });
    tab.release();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('tells the page to resync on every ready after the first (the stream was down for a while)', async () => {
    const tab = await openTab();
    await settle();
    FakeEventSource.all[0]!.emit('ready', { resync: false });
    FakeEventSource.all[0]!.emit('ready', { resync: false });
    FakeEventSource.all[0]!.emit('ready', 'not json');
    expect(tab.events).toEqual([
      { type: 'ready', resync: false },
      { type: 'ready', resync: true },
      { type: 'ready', resync: true },
    ]);
  });
});

describe('useLiveEvent', () => {
  it('calls the latest listener while mounted, and none after unmount', async () => {
    // This file's own copy of the module (imported above, with the React the test renders with).
    releases.push(connectLive());
    await settle();
    const source = FakeEventSource.all[0]!;

    const heard: string[] = [];
    function Listener({ name }: { name: string }) {
      useLiveEvent((e) => heard.push(`${name}:${e.type}`));
      return null;
    }
    const view = render(<Listener name="first" />);
    source.emit('read', {});
    view.rerender(<Listener name="second" />);
    source.emit('read', {});
    view.unmount();
    source.emit('read', {});

    expect(heard).toEqual(['first:read', 'second:read']);
  });
});
