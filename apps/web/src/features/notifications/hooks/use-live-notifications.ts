import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLive, useLiveEvent } from '@/lib/live';
import { notificationKeys } from '../api/keys';

/**
 * Keeps this browser on the live channel while a signed-in user's bell is shown (a new user: a new
 * stream), and refreshes the count and an open list when something arrives, is read elsewhere, or
 * may have been missed (a stream that was down).
 */
export function useLiveNotifications(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => connectLive(), [userId]);
  useLiveEvent(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
}
