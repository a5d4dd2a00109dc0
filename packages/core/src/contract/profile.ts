import { z } from 'zod';
import { fullName, optionalText } from './fields.js';

/** Fields a user may change on their own profile. Anything else (role, staff ID, email) is refused. */
export const profileUpdateInput = z
  .strictObject({
    fullName: fullName.optional(),
    bio: optionalText('Bio', 2000).optional(),
    specialization: optionalText('Specialization', 120).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;
