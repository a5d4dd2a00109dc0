// A user's own profile: the fields they may change, and their avatar, which is either a file they
// uploaded (by id) or an external http(s) URL. Replacing or dropping an uploaded avatar forgets
// its file in the same transaction; its bytes go after commit.
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { MESSAGES, type ProfileUpdateInput } from '@app/core';
import { sessionUserColumns, type AuthUser } from '../../auth/user.js';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { users } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { authorizeProfileChange, authorizeUser } from '../../authorization/user.js';
import { fileIdOfUrl } from '../../storage/file-url.js';
import { forgetFile, removeForgotten } from '../../storage/references.js';
import { commitUpload, storeUpload } from '../../storage/save-file.js';
import { AVATAR_RULES } from '../../storage/upload-rules.js';

export const AVATAR_MAX_BYTES = AVATAR_RULES.maxBytes;

type Avatar = { fileId: string; url: null } | { fileId: null; url: string | null };

export async function updateProfile(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  user: AuthUser,
  input: ProfileUpdateInput,
): Promise<AuthUser> {
  authorizeProfileChange(user, user, input);
  const { avatarUrl, ...fields } = input;
  const set = { ...fields, updatedAt: deps.clock() };
  if (avatarUrl === undefined) {
    const [updated] = await deps.db.update(users).set(set).where(eq(users.id, user.id)).returning(sessionUserColumns);
    return updated!;
  }
  const { updated, forgotten } = await deps.db.transaction(async (tx) => {
    const current = await lockAvatar(tx, user.id);
    // The form sends the avatar back as it shows it: our own path may only name the current upload.
    if (avatarUrl?.startsWith('/')) {
      const fileId = fileIdOfUrl(avatarUrl);
      if (!fileId || fileId !== current) throw badRequest(MESSAGES.avatarPathNotCurrent);
      const [row] = await tx.update(users).set(set).where(eq(users.id, user.id)).returning(sessionUserColumns);
      return { updated: row!, forgotten: null };
    }
    return setAvatar(tx, user.id, current, { fileId: null, url: avatarUrl }, set);
  });
  await removeForgotten(deps.storage, [forgotten]);
  return updated;
}

/** Stores an uploaded image and makes it the user's avatar: 415 or 413 store nothing. */
export async function uploadAvatar(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  user: AuthUser,
  image: { file: Readable; filename: string },
): Promise<AuthUser> {
  authorizeUser(user, 'update-profile', user);
  const now = deps.clock();
  const upload = await storeUpload(deps.storage, image.file, AVATAR_RULES);
  const { updated, forgotten } = await commitUpload(
    deps.db,
    deps.storage,
    upload,
    { originalName: image.filename, isPublic: true, uploadedBy: user.id },
    async (tx) => setAvatar(tx, user.id, await lockAvatar(tx, user.id), { fileId: upload.id, url: null }, { updatedAt: now }),
  );
  await removeForgotten(deps.storage, [forgotten]);
  return updated;
}

/** The current avatar file, with the user row locked so that two changes at once go one after the other. */
async function lockAvatar(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ fileId: users.avatarFileId }).from(users).where(eq(users.id, userId)).for('update');
  return row?.fileId ?? null;
}

async function setAvatar(tx: Tx, userId: string, current: string | null, avatar: Avatar, set: Partial<typeof users.$inferInsert>) {
  const [row] = await tx
    .update(users)
    .set({ ...set, avatarFileId: avatar.fileId, avatarUrl: avatar.url })
    .where(eq(users.id, userId))
    .returning(sessionUserColumns);
  const forgotten = current && current !== avatar.fileId ? await forgetFile(tx, current, 'avatar') : null;
  return { updated: row!, forgotten };
}
