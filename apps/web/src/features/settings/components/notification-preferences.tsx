import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { readPreferences, writePreferences, type NotificationPreferences as Prefs } from '../notification-preferences-store';

const OPTIONS: { key: keyof Prefs; label: string; description: string }[] = [
  { key: 'emailNotifications', label: 'Email Notifications', description: 'Receive notifications by email' },
  { key: 'courseUpdates', label: 'Course Updates', description: 'News about the courses you are enrolled in' },
  { key: 'newMessages', label: 'New Messages', description: 'When an instructor or student writes to you' },
  { key: 'marketingEmails', label: 'Marketing Emails', description: 'Offers and new courses we think you will like' },
];

/** Four toggles kept in this browser only (the spec keeps them local). */
export function NotificationPreferences() {
  const [prefs, setPrefs] = useState(readPreferences);

  const toggle = (key: keyof Prefs, value: boolean) => {
    const next = { ...prefs, [key]: value };
    setPrefs(next);
    writePreferences(next);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose what you hear about. Saved on this device.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1">
        {OPTIONS.map(({ key, label, description }) => (
          <div key={key} className="flex items-center justify-between gap-4 rounded-lg px-1 py-3">
            <div>
              <p id={`pref-${key}`} className="text-sm font-medium text-white">
                {label}
              </p>
              <p id={`pref-${key}-desc`} className="text-sm text-muted-foreground">
                {description}
              </p>
            </div>
            <Switch
              name={key}
              aria-labelledby={`pref-${key}`}
              aria-describedby={`pref-${key}-desc`}
              checked={prefs[key]}
              onCheckedChange={(v) => toggle(key, v)}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
