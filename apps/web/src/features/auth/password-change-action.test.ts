import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { passwordChangeAction } from './password-change-action';

describe('passwordChangeAction', () => {
  it('offers the way forward for a refusal that asks for a new password', () => {
    const options = passwordChangeAction(
      new ApiError(403, 'PASSWORD_CHANGE_REQUIRED', 'You must choose a new password before continuing.'),
    );
    expect(options.action?.label).toBe('Choose a new password');
  });
  it('offers nothing for any other error', () => {
    expect(passwordChangeAction(new ApiError(403, 'FORBIDDEN', 'No.'))).toEqual({});
    expect(passwordChangeAction(new Error('boom'))).toEqual({});
  });
});
