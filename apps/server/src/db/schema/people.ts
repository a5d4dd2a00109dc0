// Who signs in: users, their role history, sessions and sign-in throttling; and the stored files
// they upload. Users and files reference each other (an avatar, an uploader), so both live here
// and the schema's files import each other in one direction only.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DIRECTORIES, FILE_KINDS, ROLES } from '@app/core';
import { oneOf, id, createdAt, updatedAt } from './columns.js';

/** A person who can sign in (the spec's profile). `is_instructor` is derived from role, never stored. */
export const users = pgTable(
  'users',
  {
    id: id(),
    staffId: text('staff_id').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    /** An uploaded avatar. Our own files are referenced by id only, never by URL. */
    avatarFileId: uuid('avatar_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    /** Captions the learner turned on, by language (null: off), remembered across lessons (docs/video.md). */
    captionLanguage: text('caption_language'),
    /** An external http(s) avatar, when the user gave one instead of uploading. */
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    specialization: text('specialization'),
    role: text('role', { enum: ROLES }).notNull().default('student'),
    /**
     * argon2id of the password. Null only for an imported account that has not signed in yet: its
     * initial password is its own (public) staff ID, which a hash would not protect, and it must
     * choose a password at its first sign-in (docs/bulk-import.md, "The initial password").
     */
    passwordHash: text('password_hash'),
    /**
     * The directory that keeps this account (its name, e-mail, role and directory groups are updated
     * from it at each sign-in), or null for a local account. An account the directory created has no
     * local password (docs/auth.md, "Directory sign-in").
     */
    directory: text('directory', { enum: DIRECTORIES }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * What the admin's users search reads: name, staff ID and e-mail in lower case, in one column
     * (kept by PostgreSQL), so a search is one LIKE on one trigram index, and a search too short for
     * trigrams (two letters) reads one column per row instead of lowering three.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(full_name || chr(31) || staff_id || chr(31) || coalesce(email, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Staff IDs are case-insensitive: 'ab-1' and 'AB-1' are the same person.
    uniqueIndex('users_staff_id_lower_key').on(sql`lower(${t.staffId})`),
    index('users_role_idx').on(t.role),
    index('users_full_name_idx').on(t.fullName),
    // The admin's users list: by name (ties by id), within a role or not, newest first; search by
    // staff ID as "contains" like names and e-mails.
    index('users_name_id_idx').on(t.fullName, t.id),
    index('users_role_name_id_idx').on(t.role, t.fullName, t.id),
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_staff_id_trgm_idx').using('gin', t.staffId.op('gin_trgm_ops')),
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Student monitoring: sorting by e-mail (empty ones last both ways) and searching names and
    // e-mails ("contains", one trigram index per column like the catalogue's search).
    index('users_email_idx').on(t.email),
    index('users_email_desc_idx').on(t.email.desc().nullsLast()),
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_avatar_file_idx').on(t.avatarFileId),
    check('users_role_check', oneOf('role', ROLES)),
    // One source per picture, and a URL column never names one of our files (those go by id).
    check('users_avatar_one_source', sql`${t.avatarUrl} is null or (${t.avatarFileId} is null and ${t.avatarUrl} ~* '^https?://')`),
    check('users_staff_id_not_blank', sql`length(trim(${t.staffId})) > 0`),
    check('users_full_name_not_blank', sql`length(trim(${t.fullName})) > 0`),
    check('users_password_or_first_sign_in', sql`${t.passwordHash} is not null or ${t.mustChangePassword} or ${t.directory} is not null`),
    check('users_directory_check', oneOf('directory', DIRECTORIES)),
  ],
);

/**
 * Who an account is at a directory: the OpenID provider's `sub` or the LDAP entry's DN. An account
 * has at most one identity per directory, and an identity belongs to one account; a local account
 * gets one only from a verified claim or a successful bind (docs/auth.md, "Linking").
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    directory: text('directory', { enum: DIRECTORIES }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.directory, t.subject] }),
    uniqueIndex('user_identities_user_directory_key').on(t.userId, t.directory),
    check('user_identities_directory_check', oneOf('directory', DIRECTORIES)),
  ],
);

/**
 * A sign-in through the OpenID provider that has left for the provider and not come back: what the
 * callback needs (nonce, PKCE verifier, where to go after), kept by the SHA-256 of its state, which
 * the browser also holds in a cookie. In PostgreSQL, so any process may serve the callback; taken
 * (deleted) by the callback, so a state works once.
 */
export const oidcSignIns = pgTable(
  'oidc_sign_ins',
  {
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_sign_ins_expires_idx').on(t.expiresAt)],
);

/** Audit of role assignments: who gave which role to whom, and when (the spec's user_roles). */
export const roleAssignments = pgTable(
  'role_assignments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('role_assignments_user_idx').on(t.userId, t.createdAt), check('role_assignments_role_check', oneOf('role', ROLES))],
);

/** Server-side sessions. Only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The directory the session was signed in through (null: a local password); sign-out also ends an OpenID provider's session. */
    directory: text('directory', { enum: DIRECTORIES }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Throttling counters, one row per key ('sign-in:id:ab-1', 'sign-up:ip:203.0.113.9', ...): hits in a
 * fixed window that starts at the key's first hit. In PostgreSQL so that every server process shares them.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Every stored file: avatars, thumbnails, lesson media. Names are generated by the server. */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    isPublic: boolean('is_public').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_uploaded_by_idx').on(t.uploadedBy),
    check('files_kind_check', oneOf('kind', FILE_KINDS)),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);

/** A group of users (a department), kept by admins on /admin/groups (docs/admin.md, "Groups"). */
export const groups = pgTable('groups', { id: id(), name: text('name').notNull(), createdAt: createdAt() }, (t) => [
  uniqueIndex('groups_name_lower_key').on(sql`lower(${t.name})`),
  check('groups_name_not_blank', sql`length(trim(${t.name})) > 0`),
]);

/** Who is in a group. Both sides cascade: a group or an account deleted takes its memberships, nothing else. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** The directory that keeps this membership in step at each sign-in; null: added by an admin (or an import). */
    managedBy: text('managed_by', { enum: DIRECTORIES }),
  },
  // The key serves a group's members; the user index a user's groups (and the cascade).
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_members_user_idx').on(t.userId),
    check('group_members_managed_by_check', oneOf('managed_by', DIRECTORIES)),
  ],
);
