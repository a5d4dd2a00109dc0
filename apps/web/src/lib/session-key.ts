// Lives apart from the auth feature so the API client can invalidate the session without importing features.
export const sessionQueryKey = ['auth', 'session'] as const;
