/** Query keys of the bell: the unread count and the list (pages of the user's notifications). */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  list: () => ['notifications', 'list'] as const,
};
