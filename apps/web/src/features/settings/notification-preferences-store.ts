export interface NotificationPreferences {
  emailNotifications: boolean;
  courseUpdates: boolean;
  newMessages: boolean;
  marketingEmails: boolean;
}

const KEY = 'learnflix.notificationPreferences';
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  courseUpdates: true,
  newMessages: true,
  marketingEmails: false,
};

export function readPreferences(): NotificationPreferences {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (stored && typeof stored === 'object') {
      const merged = { ...DEFAULT_PREFERENCES };
      for (const k of Object.keys(DEFAULT_PREFERENCES) as (keyof NotificationPreferences)[]) {
        const v = (stored as Record<string, unknown>)[k];
        if (typeof v === 'boolean') merged[k] = v;
      }
      return merged;
    }
  } catch {
    // Unreadable storage: fall back to the defaults.
  }
  return { ...DEFAULT_PREFERENCES };
}

export function writePreferences(prefs: NotificationPreferences) {
  try {
    localStorage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}
