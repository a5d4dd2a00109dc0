import { z } from 'zod';
import { fullName, optionalText, textInput } from './fields.js';

/**
 * An avatar address: an http(s) URL or a path on this site (an uploaded avatar). Anything else,
 * `javascript:` above all, is refused because the address ends up in an <img src>.
 */
export const avatarUrl = textInput('Avatar URL')
  .trim()
  .max(500, 'Avatar URL must be at most 500 characters')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/api\/files\/[\w-]+$/.test(v), {
    message: 'Avatar URL must start with http:// or https://',
  })
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** Fields a user may change on their own profile. Anything else (role, staff ID, email) is refused. */
export const profileUpdateInput = z
  .strictObject({
    fullName: fullName.optional(),
    bio: optionalText('Bio', 2000).optional(),
    specialization: optionalText('Specialization', 120).optional(),
    avatarUrl: avatarUrl.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;
