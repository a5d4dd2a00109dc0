// A throwaway OpenLDAP server for the LDAP sign-in tests and bench (Debian's `slapd`, /usr/sbin/slapd):
// a temporary folder with a slapd.conf and an mdb database, listening on a free loopback port,
// seeded with the people below. Each call starts its own, so test files run in parallel. Runs as
// root too (CI): slapd keeps the user that started it (no -u), and its files are in our folder.
//
// The directory looks like a small company's: people under ou=people, groups (groupOfNames) under
// ou=groups with the memberof overlay filling each person's `memberOf` (as Active Directory does),
// and a service account under ou=services that may read people (anonymous may read nothing). A
// "locked" person has an ACL refusing `auth` on their password, so a bind with the right password
// answers invalidCredentials (49): what AD answers for a locked or disabled account.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Attribute, Change, Client } from 'ldapts';
import { freePort } from './free-port.js';

const SLAPD = process.env.SLAPD_BIN ?? '/usr/sbin/slapd';
const SCHEMA = '/etc/ldap/schema';
const SUFFIX = 'dc=learnflix,dc=test';
const ROOT_DN = `cn=admin,${SUFFIX}`;
const ROOT_PASSWORD = 'root-secret';
const SERVICE_DN = `cn=lms-service,ou=services,${SUFFIX}`;
const SERVICE_PASSWORD = 'service-secret';
const PEOPLE = `ou=people,${SUFFIX}`;
const GROUPS = `ou=groups,${SUFFIX}`;

export interface TestLdapUser {
  staffId: string;
  password: string;
  fullName?: string;
  email?: string;
  /** Group names (cn under ou=groups), created when missing; the person's `memberOf` lists them. */
  groups?: string[];
  /** An organizational unit under ou=people to put the entry in (created when missing). */
  ou?: string;
}

/** The seeded people (uid = staff ID). */
export const LDAP_PEOPLE = {
  /** An ordinary member of staff, in no group. */
  normal: { staffId: 'ada.lovelace', password: 'Analytical-Engine-1843', fullName: 'Ada Lovelace', email: 'ada@learnflix.test' },
  /** In the groups lms-admins and lms-instructors. */
  staff: {
    staffId: 'grace.hopper',
    password: 'Cobol-Compiler-1959',
    fullName: 'Grace Hopper',
    email: 'grace@learnflix.test',
    groups: ['lms-admins', 'lms-instructors'],
  },
  /** Locked: an ACL refuses `auth` on the password, so even the right one answers invalidCredentials. */
  locked: { staffId: 'locked.user', password: 'Locked-Out-2024', fullName: 'Locked User', email: 'locked@learnflix.test' },
  /** The staff ID of the demo seed's instructor, a local account that exists before LDAP is turned on. */
  local: { staffId: 'INS-001', password: 'Directory-Pass-001', fullName: 'Directory Instructor', email: 'ins001@learnflix.test' },
} satisfies Record<string, TestLdapUser>;

export interface TestSlapd {
  /** ldap://127.0.0.1:PORT (StartTLS available when started with `tls`). */
  url: string;
  /** ldaps://127.0.0.1:PORT when started with `tls`. */
  ldapsUrl: string | null;
  /** The CA that signed the server's certificate (PEM file), when started with `tls`. */
  caFile: string | null;
  /** The service account that searches people. */
  bindDn: string;
  bindPassword: string;
  userBase: string;
  groupBase: string;
  rootDn: string;
  rootPassword: string;
  /** Adds a person (and their group memberships); returns the entry's DN. */
  addUser(user: TestLdapUser): Promise<string>;
  /** Connections slapd has open now, besides the one asking (cn=Monitor). */
  connections(): Promise<number>;
  /** Stops slapd, keeping its data and port: the directory down. */
  halt(): Promise<void>;
  /** Starts it again after `halt` (same port, same entries). */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  stop(): Promise<void>;
}

export async function startSlapd(opts: { tls?: boolean } = {}): Promise<TestSlapd> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lf-slapd-'));
  try {
    await mkdir(path.join(dir, 'data'));
    const port = await freePort();
    const tlsPort = opts.tls ? await freePort() : null;
    const caFile = opts.tls ? await makeCertificates(dir) : null;
    const conf = path.join(dir, 'slapd.conf');
    await writeFile(conf, slapdConf(dir, caFile !== null));
    const urls = [`ldap://127.0.0.1:${port}/`, ...(tlsPort ? [`ldaps://127.0.0.1:${tlsPort}/`] : [])];
    const url = `ldap://127.0.0.1:${port}`;

    let child: ChildProcess | null = null;
    const start = async () => {
      if (child) return;
      child = await launch(conf, urls.join(' '), url);
    };
    const halt = async () => {
      const running = child;
      child = null;
      if (running) await terminate(running);
    };
    const asRoot = async <T>(fn: (c: Client) => Promise<T>): Promise<T> => {
      const client = new Client({ url, timeout: 5000, connectTimeout: 5000 });
      try {
        await client.bind(ROOT_DN, ROOT_PASSWORD);
        return await fn(client);
      } finally {
        await client.unbind().catch(() => {});
      }
    };
    const addUser = (user: TestLdapUser) => asRoot((c) => add(c, user));

    await start();
    try {
      await asRoot(async (c) => {
        await c.add(SUFFIX, { objectClass: ['dcObject', 'organization'], dc: 'learnflix', o: 'LearnFlix' });
        for (const ou of ['people', 'groups', 'services']) await c.add(`ou=${ou},${SUFFIX}`, { objectClass: 'organizationalUnit', ou });
        await c.add(SERVICE_DN, {
          objectClass: ['organizationalRole', 'simpleSecurityObject'],
          cn: 'lms-service',
          userPassword: ssha(SERVICE_PASSWORD),
        });
        for (const person of Object.values(LDAP_PEOPLE)) await add(c, person);
      });
    } catch (err) {
      await halt();
      throw err;
    }
    return {
      url,
      ldapsUrl: tlsPort ? `ldaps://127.0.0.1:${tlsPort}` : null,
      caFile,
      bindDn: SERVICE_DN,
      bindPassword: SERVICE_PASSWORD,
      userBase: PEOPLE,
      groupBase: GROUPS,
      rootDn: ROOT_DN,
      rootPassword: ROOT_PASSWORD,
      addUser,
      connections: () =>
        asRoot(async (c) => {
          const { searchEntries } = await c.search('cn=Current,cn=Connections,cn=Monitor', {
            scope: 'base',
            attributes: ['monitorCounter'],
          });
          return Number(searchEntries[0]?.monitorCounter) - 1;
        }),
      halt,
      start,
      stop: async () => {
        await halt();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

async function add(c: Client, user: TestLdapUser): Promise<string> {
  let parent = PEOPLE;
  if (user.ou) {
    parent = `ou=${user.ou},${PEOPLE}`;
    await c.add(parent, { objectClass: 'organizationalUnit', ou: user.ou }).catch(ignoreExisting);
  }
  const dn = `uid=${user.staffId},${parent}`;
  const fullName = user.fullName ?? user.staffId;
  await c.add(dn, {
    objectClass: ['inetOrgPerson'],
    uid: user.staffId,
    cn: fullName,
    sn: fullName.split(' ').at(-1) ?? fullName,
    ...(user.email ? { mail: user.email } : {}),
    userPassword: ssha(user.password),
  });
  for (const group of user.groups ?? []) {
    const groupDn = `cn=${group},${GROUPS}`;
    try {
      await c.add(groupDn, { objectClass: 'groupOfNames', cn: group, member: dn });
    } catch (err) {
      ignoreExisting(err);
      await c.modify(groupDn, new Change({ operation: 'add', modification: new Attribute({ type: 'member', values: [dn] }) }));
    }
  }
  return dn;
}

function ignoreExisting(err: unknown): void {
  if ((err as { code?: number }).code !== 68) throw err; // entryAlreadyExists
}

/** {SSHA}: what slapd stores by default; it checks binds against it itself. */
function ssha(password: string): string {
  const salt = randomBytes(8);
  const digest = createHash('sha1').update(password).update(salt).digest();
  return `{SSHA}${Buffer.concat([digest, salt]).toString('base64')}`;
}

function slapdConf(dir: string, tls: boolean): string {
  const lockedDn = `uid=${LDAP_PEOPLE.locked.staffId},${PEOPLE}`;
  return `# Written by apps/server/test/slapd.ts
include ${SCHEMA}/core.schema
include ${SCHEMA}/cosine.schema
include ${SCHEMA}/inetorgperson.schema
modulepath /usr/lib/ldap
moduleload back_mdb
moduleload memberof
pidfile ${dir}/slapd.pid
argsfile ${dir}/slapd.args
${
  tls
    ? `TLSCACertificateFile ${dir}/ca.pem
TLSCertificateFile ${dir}/server.pem
TLSCertificateKeyFile ${dir}/server.key
`
    : ''
}
database mdb
suffix "${SUFFIX}"
rootdn "${ROOT_DN}"
rootpw ${ROOT_PASSWORD}
directory ${dir}/data
maxsize 67108864
dbnosync
index objectClass,uid,member eq
overlay memberof

access to dn.exact="${lockedDn}" attrs=userPassword
  by * none
access to attrs=userPassword
  by anonymous auth
  by * none
access to *
  by dn.exact="${SERVICE_DN}" read
  by self read
  by * none

database monitor
access to *
  by dn.exact="${ROOT_DN}" read
  by * none
`;
}

/** A CA and a certificate for 127.0.0.1 signed by it (openssl, EC keys: quick to make). */
async function makeCertificates(dir: string): Promise<string> {
  const run = promisify(execFile);
  const p = (name: string) => path.join(dir, name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await run('openssl', [
    'req',
    '-x509',
    ...ec,
    '-keyout',
    p('ca.key'),
    '-out',
    p('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=LearnFlix Test LDAP CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  await run('openssl', ['req', ...ec, '-keyout', p('server.key'), '-out', p('server.csr'), '-subj', '/CN=127.0.0.1']);
  await writeFile(p('server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n');
  await run('openssl', [
    'x509',
    '-req',
    '-in',
    p('server.csr'),
    '-CA',
    p('ca.pem'),
    '-CAkey',
    p('ca.key'),
    '-CAcreateserial',
    '-out',
    p('server.pem'),
    '-days',
    '2',
    '-extfile',
    p('server.ext'),
  ]);
  return p('ca.pem');
}

// A test worker that dies without stopping its slapd (a crash, an unhandled rejection) takes it along.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function launch(conf: string, urls: string, url: string): Promise<ChildProcess> {
  // -d 0: in the foreground, no debug output; errors still go to stderr.
  const child = spawn(SLAPD, ['-d', '0', '-h', urls, '-f', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `slapd exited (${code ?? signal}): ${stderr.trim()}`));
  child.once('error', (err) => (exited = `slapd did not start: ${err.message}`));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exited) throw new Error(exited);
    const probe = new Client({ url, timeout: 1000, connectTimeout: 1000 });
    try {
      await probe.bind(ROOT_DN, ROOT_PASSWORD);
      return child;
    } catch (err) {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`slapd did not answer on ${url}: ${(err as Error).message} ${stderr.trim()}`);
      }
    } finally {
      await probe.unbind().catch(() => {});
    }
    await wait(50);
  }
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
