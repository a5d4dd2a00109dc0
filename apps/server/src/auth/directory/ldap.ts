// Staff sign-in against an LDAP directory (OpenLDAP, Active Directory): find the person's entry
// with a service account, then check the password by binding as that entry's DN.
//
// Connections are pooled, in two pools that never lend to each other:
//  - search connections, bound once as the service account when opened and only ever used for
//    searches, so a search always runs with the service account's rights;
//  - bind connections, only ever used for a person's bind. A bind replaces the connection's
//    identity (LDAP allows binding again on a connection), and nothing but the next bind runs on it,
//    so there is no "rebind as the service account" after each sign-in (one round trip fewer) and
//    no moment where a search could run as the last person who signed in.
// `poolSize` bounds the two together (half each, the search pool the larger half). A caller waits
// for a free connection (a bounded queue, `timeoutMs` at most); a connection that failed or was
// closed by the server is dropped and a new one opened in its place.
//
// Each ldapts Client here holds exactly one socket: ldapts would otherwise reconnect by itself on
// the next operation, unauthenticated and, after StartTLS, in clear text. `oneSocket` refuses that
// second connection, and a dropped connection is replaced by a whole new client instead.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import { Client, InvalidCredentialsError, ResultCodeError } from 'ldapts';
import { firstText, groupNames, isStaffId, staffIdAttributeOf, userFilter, values } from './entry.js';
import { Pool, type PoolStats } from './pool.js';

export interface LdapSettings {
  /** ldap://host:port or ldaps://host:port */
  url: string;
  /** The service account that searches people (a non-empty password: an empty one binds anonymously). */
  bindDn: string;
  bindPassword: string;
  userBase: string;
  /** `{staffId}` is replaced by the RFC 4515-escaped Staff ID: '(uid={staffId})', '(sAMAccountName={staffId})'. */
  userFilter: string;
  /** The attribute holding the Staff ID; by default the one the filter compares with `{staffId}`, else 'uid'. */
  staffIdAttribute?: string;
  nameAttribute: string;
  emailAttribute: string;
  /** 'memberOf' (DNs: each gives its first RDN's value) or a plain multi-valued attribute; null for none. */
  groupAttribute: string | null;
  /** Upgrade ldap:// with StartTLS before anything is sent. */
  startTls: boolean;
  /** PEM file of the CA that signs the directory's certificate (ldaps:// or StartTLS); null for the system CAs. */
  caFile: string | null;
  /** Connections open at most, search and bind together (at least 2). */
  poolSize: number;
  /** For connecting, for each operation, and for waiting for a free connection. */
  timeoutMs: number;
}

export interface DirectoryPerson {
  /** The entry's DN. */
  subject: string;
  /** The entry's Staff ID attribute when it is a valid Staff ID (the directory's spelling), else the one typed. */
  staffId: string;
  fullName: string | null;
  email: string | null;
  groups: string[];
}

export type LdapResult = { kind: 'ok'; person: DirectoryPerson } | { kind: 'not-found' } | { kind: 'wrong-password' };

/** The directory could not answer (down, timed out, TLS refused, service account refused, busy). For logs only. */
export class DirectoryUnavailableError extends Error {
  override name = 'DirectoryUnavailableError';
}

export interface LdapDirectoryStats {
  search: PoolStats;
  bind: PoolStats;
  /** Connections open now, both pools. */
  open: number;
}

export interface LdapDirectory {
  authenticate(staffId: string, password: string): Promise<LdapResult>;
  /** The pools' counters (connections open, most at once, waiting callers). */
  stats(): LdapDirectoryStats;
  close(): Promise<void>;
}

export interface LdapDirectoryOptions {
  /** Where a warning goes (an ambiguous Staff ID); Fastify's or pino's logger fits. */
  log?: { warn(obj: object, msg: string): void };
}

/** Callers that may queue for a connection in each pool before sign-in answers "unavailable" at once. */
const MAX_WAITING = 500;

const NOT_FOUND: LdapResult = { kind: 'not-found' };
const WRONG_PASSWORD: LdapResult = { kind: 'wrong-password' };

interface Connection {
  client: Client;
}

export function createLdapDirectory(settings: LdapSettings, options: LdapDirectoryOptions = {}): LdapDirectory {
  const url = new URL(settings.url);
  if (url.protocol !== 'ldap:' && url.protocol !== 'ldaps:') throw new Error(`LDAP URL must be ldap:// or ldaps://, got ${url.protocol}`);
  if (settings.startTls && url.protocol === 'ldaps:') throw new Error('StartTLS is for ldap:// URLs; ldaps:// is TLS already');
  if (!settings.userFilter.includes('{staffId}')) throw new Error('The LDAP user filter must contain {staffId}');
  if (!settings.bindDn || !settings.bindPassword) throw new Error('The LDAP service account needs a DN and a password');
  if (!Number.isInteger(settings.poolSize) || settings.poolSize < 2) throw new Error('The LDAP pool size must be an integer of at least 2');
  if (!(settings.timeoutMs > 0)) throw new Error('The LDAP timeout must be positive');

  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const tlsOptions: tls.ConnectionOptions = {
    ...(settings.caFile ? { ca: readFileSync(settings.caFile) } : {}),
    host,
    ...(net.isIP(host) ? {} : { servername: host }),
  };
  const staffIdAttribute = settings.staffIdAttribute ?? staffIdAttributeOf(settings.userFilter);
  const attributes = [
    staffIdAttribute,
    settings.nameAttribute,
    settings.emailAttribute,
    ...(settings.groupAttribute ? [settings.groupAttribute] : []),
  ];
  const log = options.log;

  const connect = async (serviceBind: boolean): Promise<Connection> => {
    const client = new Client({
      url: settings.url,
      timeout: settings.timeoutMs,
      connectTimeout: settings.timeoutMs,
      // For ldaps:// only: with any tlsOptions ldapts would speak TLS from the first byte.
      ...(url.protocol === 'ldaps:' ? { tlsOptions } : {}),
      ...oneSocket(),
    });
    const ready = (async () => {
      if (settings.startTls) await client.startTLS({ ...tlsOptions });
      if (serviceBind) {
        try {
          await client.bind(settings.bindDn, settings.bindPassword);
        } catch (err) {
          throw err instanceof ResultCodeError
            ? new DirectoryUnavailableError(`the LDAP service account's bind was refused: ${err.message}`, { cause: err })
            : err;
        }
      }
    })();
    try {
      await deadline(ready, settings.timeoutMs, 'connecting');
      return { client };
    } catch (err) {
      void client.unbind().catch(() => {});
      throw err;
    }
  };
  const poolOptions = { maxWaiting: MAX_WAITING, acquireTimeoutMs: settings.timeoutMs, destroy: (c: Connection) => c.client.unbind() };
  const searches = new Pool<Connection>({
    ...poolOptions,
    max: Math.ceil(settings.poolSize / 2),
    create: () => connect(true),
    isUsable: (c) => c.client.isBound,
  });
  const binds = new Pool<Connection>({
    ...poolOptions,
    max: Math.floor(settings.poolSize / 2),
    create: () => connect(false),
    isUsable: (c) => c.client.isConnected,
  });

  const find = (staffId: string) =>
    withConnection(searches, (client) =>
      client.search(settings.userBase, {
        scope: 'sub',
        filter: userFilter(settings.userFilter, staffId),
        attributes,
        sizeLimit: 2, // one is the person, two is ambiguous: no need to read more
        timeLimit: Math.max(1, Math.ceil(settings.timeoutMs / 1000)),
      }),
    );

  const checkPassword = (dn: string, password: string) =>
    withConnection(binds, async (client) => {
      try {
        await client.bind(dn, password);
        return true;
      } catch (err) {
        // invalidCredentials: a wrong password, and also a locked, disabled or expired account (AD).
        if (err instanceof InvalidCredentialsError) return false;
        throw err;
      }
    });

  return {
    async authenticate(staffId, password) {
      if (!isStaffId(staffId)) return NOT_FOUND;
      // An empty password is an "unauthenticated bind", which many servers answer with success.
      if (password === '') return WRONG_PASSWORD;
      try {
        const { searchEntries } = await find(staffId);
        if (searchEntries.length === 0) return NOT_FOUND;
        if (searchEntries.length > 1) {
          log?.warn({ staffId, base: settings.userBase }, 'LDAP: several entries match this Staff ID; sign-in refused as not found');
          return NOT_FOUND;
        }
        const entry = searchEntries[0]!;
        if (!(await checkPassword(entry.dn, password))) return WRONG_PASSWORD;
        const directoryStaffId = firstText(entry, staffIdAttribute);
        return {
          kind: 'ok',
          person: {
            subject: entry.dn,
            staffId: directoryStaffId !== null && isStaffId(directoryStaffId) ? directoryStaffId : staffId,
            fullName: firstText(entry, settings.nameAttribute),
            email: firstText(entry, settings.emailAttribute),
            groups: settings.groupAttribute ? groupNames(values(entry, settings.groupAttribute)) : [],
          },
        };
      } catch (err) {
        if (err instanceof DirectoryUnavailableError) throw err;
        throw new DirectoryUnavailableError(`LDAP ${settings.url}: ${(err as Error).message}`, { cause: err });
      }
    },
    stats() {
      const search = searches.stats();
      const bind = binds.stats();
      return { search, bind, open: search.open + bind.open };
    },
    async close() {
      await Promise.all([searches.close(), binds.close()]);
    },
  };
}

/**
 * Runs `fn` on a pooled connection. An answer from the server (a result code) leaves the connection
 * in the pool; anything else (closed, reset, timed out) drops it. A connection that had been idle in
 * the pool and turns out dead (the server restarted, an idle timeout) is retried on another one.
 */
async function withConnection<T>(pool: Pool<Connection>, fn: (client: Client) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const { item, reused } = await pool.acquire();
    try {
      const result = await fn(item.client);
      pool.release(item);
      return result;
    } catch (err) {
      if (err instanceof ResultCodeError) {
        pool.release(item);
        throw err;
      }
      pool.drop(item);
      if (!reused || attempt >= 3 || /timed out/i.test((err as Error).message)) throw err;
    }
  }
}

/** ldapts options that let a client open one socket in its life: a reconnect fails instead (exported for its test). */
export function oneSocket(): { createConnection: typeof net.connect; createSecureConnection: typeof tls.connect } {
  let opened = false;
  const once = () => {
    if (opened) throw new Error('the connection was closed');
    opened = true;
  };
  const createConnection = ((...args: Parameters<typeof net.connect>) => {
    once();
    return net.connect(...args);
  }) as typeof net.connect;
  // Called with (port, host, options) to open ldaps://, and with ({ socket }) to upgrade with StartTLS.
  const createSecureConnection = ((...args: Parameters<typeof tls.connect>) => {
    if (typeof args[0] === 'number') once();
    return tls.connect(...args);
  }) as typeof tls.connect;
  return { createConnection, createSecureConnection };
}

function deadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
