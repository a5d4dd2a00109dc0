/** Query keys of Settings: the notification preferences stored on the server. */
export const settingsKeys = {
  preferences: ['settings', 'notification-preferences'] as const,
};
