// The session cache (docs/platform.md, "Session cache"). Each process keeps the sessions it
// looked up for a few seconds (SESSION_CACHE_SECONDS), keyed by the SHA-256 of the whole token,
// so that a page's burst of API calls costs one lookup. Only reads use it: a state-changing
// request always looks its session up. What this process revokes stops working at once; other
// processes drop a revoked session when the database announces its deletion at commit (the live
// channel's 's' message: modules/notifications/live/index.ts), and forget everything they cached
// when they may have missed announcements (the channel was lost for a while).
import { LRUCache } from 'lru-cache';
import type { AuthUser } from './user.js';

export type SessionRow = AuthUser & { lastSeenAt: Date; expiresAt: Date };

interface Entry {
  row: SessionRow;
  /** When the lookup that produced it was sent (performance.now()). */
  readAt: number;
}

interface Change {
  /** The change's place in this process's order of changes. */
  seq: number;
  at: number;
  /** A revocation may still be uncommitted when this process hears of it. */
  revocation: boolean;
}

/**
 * A revocation is announced before its transaction commits (sessions.ts deletes in the caller's
 * transaction), so a lookup running meanwhile can still read the session alive: after one,
 * nothing of that user or token is cached for this long. Transactions that revoke are short.
 */
const REVOCATION_QUARANTINE_MS = 10_000;

export class SessionCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly byUser = new Map<string, Set<string>>();
  /** Recent changes per user id or token hash. */
  private readonly changes = new Map<string, Change>();
  private seq = 0;
  private prunedAt = 0;

  constructor(max = 10_000) {
    this.entries = new LRUCache<string, Entry>({
      max,
      dispose: (entry, tokenHash) => {
        const tokens = this.byUser.get(entry.row.id);
        tokens?.delete(tokenHash);
        if (tokens?.size === 0) this.byUser.delete(entry.row.id);
      },
    });
  }

  /** A cached session no older than `ttlMs`. */
  get(tokenHash: string, ttlMs: number): SessionRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (performance.now() - entry.readAt < ttlMs) return entry.row;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Marks the start of a lookup; pass the mark to `set` with its result. */
  mark(): { seq: number; at: number } {
    return { seq: this.seq, at: performance.now() };
  }

  /** Keeps a looked-up session, unless its user or token changed since the lookup began. */
  set(tokenHash: string, row: SessionRow, mark: { seq: number; at: number }) {
    const now = performance.now();
    for (const key of [row.id, tokenHash]) {
      const change = this.changes.get(key);
      if (!change) continue;
      if (change.seq > mark.seq) return;
      if (change.revocation && now - change.at < REVOCATION_QUARANTINE_MS) return;
    }
    this.entries.set(tokenHash, { row, readAt: mark.at });
    let tokens = this.byUser.get(row.id);
    if (!tokens) this.byUser.set(row.id, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  /** The user's row changed (their own request, committed): drop their cached sessions. */
  forgetUser(userId: string, revocation = false) {
    this.record(userId, revocation);
    for (const tokenHash of [...(this.byUser.get(userId) ?? [])]) this.entries.delete(tokenHash);
  }

  /** A lookup found no such session any more (revoked by another process): drop it. */
  drop(tokenHash: string) {
    this.entries.delete(tokenHash);
  }

  /** Everything: announcements of revocations may have been missed. */
  clear() {
    this.entries.clear();
  }

  /** The session was deleted (sign-out): drop it. */
  forgetToken(tokenHash: string) {
    this.record(tokenHash, true);
    this.entries.delete(tokenHash);
  }

  private record(key: string, revocation: boolean) {
    const now = performance.now();
    const previous = this.changes.get(key);
    // A revocation's quarantine outlives a later ordinary change of the same user.
    const keepRevocation = previous?.revocation && now - previous.at < REVOCATION_QUARANTINE_MS;
    this.changes.set(key, {
      seq: ++this.seq,
      at: keepRevocation && !revocation ? previous.at : now,
      revocation: revocation || !!keepRevocation,
    });
    if (now - this.prunedAt > 1000) {
      this.prunedAt = now;
      for (const [k, c] of this.changes) if (now - c.at > REVOCATION_QUARANTINE_MS) this.changes.delete(k);
    }
  }
}

/** One per process: revocations come from code that knows only the database. */
export const sessionCache = new SessionCache();
