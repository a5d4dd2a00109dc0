// The LDAP directory client against a real slapd (test/slapd.ts): its own server per file.
import net from 'node:net';
import { Client } from 'ldapts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../test/free-port.js';
import { LDAP_PEOPLE, startSlapd, type TestSlapd } from '../../../test/slapd.js';
import { groupNames, isStaffId, staffIdAttributeOf, userFilter } from './entry.js';
import { createLdapDirectory, DirectoryUnavailableError, oneSocket, type LdapDirectory, type LdapSettings } from './ldap.js';

let slapd: TestSlapd;
const opened: LdapDirectory[] = [];

function settingsFor(
  server: Pick<TestSlapd, 'url' | 'bindDn' | 'bindPassword' | 'userBase'>,
  overrides: Partial<LdapSettings> = {},
): LdapSettings {
  return {
    url: server.url,
    bindDn: server.bindDn,
    bindPassword: server.bindPassword,
    userBase: server.userBase,
    userFilter: '(&(objectClass=inetOrgPerson)(uid={staffId}))',
    nameAttribute: 'cn',
    emailAttribute: 'mail',
    groupAttribute: 'memberOf',
    startTls: false,
    caFile: null,
    poolSize: 4,
    timeoutMs: 2000,
    ...overrides,
  };
}

function directory(
  overrides: Partial<LdapSettings> = {},
  log?: { warn(obj: object, msg: string): void },
  server: TestSlapd = slapd,
): LdapDirectory {
  const d = createLdapDirectory(settingsFor(server, overrides), { log });
  opened.push(d);
  return d;
}

beforeAll(async () => {
  slapd = await startSlapd({ tls: true });
  // Two entries with one Staff ID, in different branches of the people tree.
  await slapd.addUser({ staffId: 'twin', password: 'Twin-Password-1', fullName: 'Twin One' });
  await slapd.addUser({ staffId: 'twin', password: 'Twin-Password-2', fullName: 'Twin Two', ou: 'contractors' });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});
afterAll(async () => {
  await slapd?.stop();
});

describe('signing in', () => {
  it('finds the person, checks the password, and maps name, email and groups', async () => {
    const { staff, normal } = LDAP_PEOPLE;
    const d = directory();
    expect(await d.authenticate(staff.staffId, staff.password)).toEqual({
      kind: 'ok',
      person: {
        subject: `uid=${staff.staffId},${slapd.userBase}`,
        staffId: staff.staffId,
        fullName: staff.fullName,
        email: staff.email,
        groups: ['lms-admins', 'lms-instructors'],
      },
    });
    expect(await d.authenticate(normal.staffId, normal.password)).toMatchObject({
      kind: 'ok',
      person: { staffId: normal.staffId, fullName: normal.fullName, email: normal.email, groups: [] },
    });
  });

  it("answers with the directory's spelling of the Staff ID (uid compares without case)", async () => {
    const { staff } = LDAP_PEOPLE;
    const result = await directory().authenticate(staff.staffId.toUpperCase(), staff.password);
    expect(result).toMatchObject({ kind: 'ok', person: { staffId: staff.staffId } });
  });

  it('finds the entry of a Staff ID that is also a local account', async () => {
    const { local } = LDAP_PEOPLE;
    expect(await directory().authenticate(local.staffId, local.password)).toMatchObject({ kind: 'ok', person: { staffId: 'INS-001' } });
  });

  it('a wrong password, a locked account and an empty password are wrong-password; an unknown Staff ID is not-found', async () => {
    const d = directory();
    expect(await d.authenticate(LDAP_PEOPLE.normal.staffId, 'not-the-password')).toEqual({ kind: 'wrong-password' });
    // The locked entry's ACL refuses auth: even its right password is invalidCredentials.
    expect(await d.authenticate(LDAP_PEOPLE.locked.staffId, LDAP_PEOPLE.locked.password)).toEqual({ kind: 'wrong-password' });
    expect(await d.authenticate('nobody.here', 'whatever-password')).toEqual({ kind: 'not-found' });
  });

  it('answers an empty password without asking the directory (an empty bind is anonymous and "succeeds")', async () => {
    const d = directory();
    expect(await d.authenticate(LDAP_PEOPLE.normal.staffId, '')).toEqual({ kind: 'wrong-password' });
    expect(d.stats().search.created + d.stats().bind.created).toBe(0);
  });

  it('refuses a Staff ID that several entries carry, and says so in the log', async () => {
    const warn = vi.fn();
    expect(await directory({}, { warn }).authenticate('twin', 'Twin-Password-1')).toEqual({ kind: 'not-found' });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatchObject({ staffId: 'twin' });
    expect(JSON.stringify(warn.mock.calls)).not.toContain('Twin-Password');
  });
});

describe('LDAP injection', () => {
  it.each(['*', '*)(uid=*', 'admin)(|(uid=*', 'grace.hopper)(uid=*', 'gr*', '\\2a', 'ada lovelace', ' grace.hopper', 'a'.repeat(51)])(
    'answers %j not-found without a search',
    async (staffId) => {
      const d = directory();
      expect(await d.authenticate(staffId, LDAP_PEOPLE.staff.password)).toEqual({ kind: 'not-found' });
      expect(d.stats().search.created).toBe(0);
    },
  );

  it('escapes the Staff ID per RFC 4515 in the filter, so it is compared, never parsed', async () => {
    expect(userFilter('(uid={staffId})', '*)(uid=*')).toBe('(uid=\\2a\\29\\28uid=\\2a)');
    expect(userFilter('(|(uid={staffId})(mail={staffId}))', 'a\\b\0')).toBe('(|(uid=a\\5cb\\00)(mail=a\\5cb\\00))');
    // The second wall on its own, against the real server: the escaped values match nobody.
    const client = new Client({ url: slapd.url });
    try {
      await client.bind(slapd.bindDn, slapd.bindPassword);
      for (const value of ['*', '*)(uid=*', 'admin)(|(uid=*', 'grace.hopper)(uid=*']) {
        const { searchEntries } = await client.search(slapd.userBase, { scope: 'sub', filter: userFilter('(uid={staffId})', value) });
        expect(searchEntries).toEqual([]);
      }
      // ...while the unescaped one would have matched everyone.
      expect((await client.search(slapd.userBase, { scope: 'sub', filter: '(uid=*)' })).searchEntries.length).toBeGreaterThan(3);
    } finally {
      await client.unbind();
    }
  });

  it('checks Staff IDs with the sign-in form rule', () => {
    expect(isStaffId('ADM-001')).toBe(true);
    expect(isStaffId('ada.lovelace_2')).toBe(true);
    expect(isStaffId('')).toBe(false);
    expect(isStaffId('.hidden')).toBe(false);
    expect(isStaffId('a b')).toBe(false);
  });
});

describe('entries to people', () => {
  it('takes group names from memberOf DNs (first RDN, escapes undone) or plain values', () => {
    expect(groupNames(['cn=lms-admins,ou=groups,dc=x', 'CN=LMS Instructors,OU=Groups,DC=corp,DC=example'])).toEqual([
      'lms-admins',
      'LMS Instructors',
    ]);
    expect(groupNames(['cn=R\\2CD\\, Lab,ou=g', 'cn=Caf\\C3\\A9,ou=g', 'cn=a+uid=b,ou=g'])).toEqual(['R,D, Lab', 'Café', 'a']);
    expect(groupNames(['lms-admins', ' lms-instructors ', 'lms-admins', ''])).toEqual(['lms-admins', 'lms-instructors']);
  });

  it('takes the Staff ID attribute from the filter', () => {
    expect(staffIdAttributeOf('(uid={staffId})')).toBe('uid');
    expect(staffIdAttributeOf('(&(objectClass=user)(sAMAccountName={staffId}))')).toBe('sAMAccountName');
    expect(staffIdAttributeOf('(|(mail={staffId}*))')).toBe('uid');
  });

  it('refuses settings that would be unsafe', () => {
    expect(() => createLdapDirectory(settingsFor(slapd, { bindPassword: '' }))).toThrow(/password/);
    expect(() => createLdapDirectory(settingsFor(slapd, { userFilter: '(uid=x)' }))).toThrow(/\{staffId\}/);
    expect(() => createLdapDirectory(settingsFor(slapd, { url: 'http://x' }))).toThrow(/ldap/);
    expect(() => createLdapDirectory(settingsFor(slapd, { poolSize: 1 }))).toThrow(/pool/);
  });
});

describe('TLS', () => {
  it('signs in over StartTLS and over ldaps:// with the CA file', async () => {
    const { staff } = LDAP_PEOPLE;
    const startTls = directory({ startTls: true, caFile: slapd.caFile });
    expect(await startTls.authenticate(staff.staffId, staff.password)).toMatchObject({ kind: 'ok' });
    const ldaps = directory({ url: slapd.ldapsUrl!, caFile: slapd.caFile });
    expect(await ldaps.authenticate(staff.staffId, staff.password)).toMatchObject({ kind: 'ok' });
  });

  it('is unavailable when the certificate is not signed by a trusted CA', async () => {
    const { staff } = LDAP_PEOPLE;
    await expect(directory({ startTls: true }).authenticate(staff.staffId, staff.password)).rejects.toThrow(DirectoryUnavailableError);
    await expect(directory({ url: slapd.ldapsUrl! }).authenticate(staff.staffId, staff.password)).rejects.toThrow(
      DirectoryUnavailableError,
    );
  });
});

describe('an unavailable directory', () => {
  it('nobody listening: DirectoryUnavailableError at once', async () => {
    const port = await freePort();
    const started = Date.now();
    const error = await directory({ url: `ldap://127.0.0.1:${port}` })
      .authenticate(LDAP_PEOPLE.normal.staffId, LDAP_PEOPLE.normal.password)
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DirectoryUnavailableError);
    expect(String(error)).not.toContain(LDAP_PEOPLE.normal.password);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a server that never answers: DirectoryUnavailableError after the timeout', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((s) => sockets.add(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as net.AddressInfo;
      const started = Date.now();
      await expect(
        directory({ url: `ldap://127.0.0.1:${port}`, timeoutMs: 300 }).authenticate(
          LDAP_PEOPLE.normal.staffId,
          LDAP_PEOPLE.normal.password,
        ),
      ).rejects.toThrow(DirectoryUnavailableError);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('the service account refused: DirectoryUnavailableError, not a wrong password', async () => {
    await expect(
      directory({ bindPassword: 'wrong' }).authenticate(LDAP_PEOPLE.normal.staffId, LDAP_PEOPLE.normal.password),
    ).rejects.toThrow(/service account/);
  });
});

describe('the connection pool', () => {
  it('serves 20 concurrent sign-ins with at most poolSize connections open', async () => {
    const { staff, normal } = LDAP_PEOPLE;
    const d = directory({ poolSize: 4 });
    let serverPeak = 0;
    let running = true;
    const watch = (async () => {
      while (running) serverPeak = Math.max(serverPeak, await slapd.connections());
    })();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? d.authenticate(staff.staffId, staff.password) : d.authenticate(normal.staffId, normal.password),
      ),
    );
    running = false;
    await watch;
    expect(results.every((r) => r.kind === 'ok')).toBe(true);
    const stats = d.stats();
    expect(stats.search.peakOpen).toBeLessThanOrEqual(2);
    expect(stats.bind.peakOpen).toBeLessThanOrEqual(2);
    expect(stats.search.created + stats.bind.created).toBeLessThanOrEqual(4);
    expect(serverPeak).toBeLessThanOrEqual(4);
    expect(await slapd.connections()).toBe(stats.open);
    await d.close();
    await vi.waitFor(async () => expect(await slapd.connections()).toBe(0));
  });

  it('callers waiting for a connection give up after the timeout', async () => {
    // A silent server: connections never finish opening, so callers pile up.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as net.AddressInfo;
      const d = directory({ url: `ldap://127.0.0.1:${port}`, poolSize: 2, timeoutMs: 300 });
      const all = await Promise.allSettled(Array.from({ length: 5 }, () => d.authenticate('ada.lovelace', 'x')));
      expect(all.every((r) => r.status === 'rejected' && r.reason instanceof DirectoryUnavailableError)).toBe(true);
    } finally {
      silent.close();
    }
  });

  describe('with its own slapd', () => {
    let own: TestSlapd;
    beforeAll(async () => {
      own = await startSlapd();
    });
    afterAll(async () => {
      await own?.stop();
    });

    it('drops the connections slapd closed when it stopped, and opens new ones when it is back', async () => {
      const { staff } = LDAP_PEOPLE;
      const d = directory({ poolSize: 2, timeoutMs: 1000 }, undefined, own);
      expect(await d.authenticate(staff.staffId, staff.password)).toMatchObject({ kind: 'ok' });
      expect(d.stats().open).toBe(2);

      await own.halt();
      await expect(d.authenticate(staff.staffId, staff.password)).rejects.toThrow(DirectoryUnavailableError);
      // The search connection is dropped; the idle bind connection is, the next time it is wanted.
      expect(d.stats().search.open).toBe(0);

      await own.start();
      expect(await d.authenticate(staff.staffId, staff.password)).toMatchObject({ kind: 'ok' });
      // A restart between two sign-ins: the idle connections are dead, and replaced.
      await own.halt();
      await own.start();
      expect(await d.authenticate(staff.staffId, 'wrong')).toEqual({ kind: 'wrong-password' });
      expect(await d.authenticate(staff.staffId, staff.password)).toMatchObject({ kind: 'ok' });
      expect(d.stats().search.created).toBe(3);
      expect(await own.connections()).toBe(2);
    });

    it('never lets ldapts reopen a closed connection by itself (it would search unauthenticated)', async () => {
      const client = new Client({ url: own.url, timeout: 1000, ...oneSocket() });
      await client.bind(own.bindDn, own.bindPassword);
      await own.halt();
      await own.start();
      await vi.waitFor(() => expect(client.isConnected).toBe(false));
      await expect(client.search(own.userBase, { filter: '(uid=*)' })).rejects.toThrow('the connection was closed');
      await client.unbind();
    });
  });
});
