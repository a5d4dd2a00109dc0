// Once per test run: find a PostgreSQL (TEST_DATABASE_URL, or an embedded cluster started for
// the run), build a migrated template database, and hand its name to the test files, which
// each clone it (CREATE DATABASE ... TEMPLATE is a file copy: milliseconds).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, ensureDatabase, startEmbeddedPostgres, type EmbeddedCluster } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrations.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDbUrl: string;
    templateDb: string;
    /** This run's test databases start with it, so that its teardown drops only its own. */
    testDbPrefix: string;
  }
}

const dbUrl = (base: string, name: string) => {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
};

export default async function setup(project: TestProject) {
  let cluster: EmbeddedCluster | undefined;
  let tmp: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'lf-test-pg-'));
    const port = 55000 + (process.pid % 5000);
    cluster = await startEmbeddedPostgres(tmp, port);
    adminUrl = cluster.url('postgres');
  }
  const templateDb = `lf_template_${process.pid}_${Date.now()}`;
  await ensureDatabase(adminUrl, templateDb);
  const database = connect(dbUrl(adminUrl, templateDb), { max: 1 });
  await runMigrations(database.db);
  await database.close();

  project.provide('adminDbUrl', adminUrl);
  project.provide('templateDb', templateDb);
  // Other runs may share the server (TEST_DATABASE_URL): never drop their databases.
  const testDbPrefix = `lf_t_${process.pid}_`;
  project.provide('testDbPrefix', testDbPrefix);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) or datname = $2',
      [testDbPrefix, templateDb],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
    await cluster?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
}

export { dbUrl };
