import type { AuthoringCurriculum, AuthoringSection } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api';
import { afterCurriculumChange, cancelRefresh } from '../../api/curriculum-cache';
import { authoringCourseKeys } from '../../api/keys';
import { reorderCurriculum } from '../../api/reorder-curriculum';
import { orderInput, sameOrder } from './reorder';

/**
 * Saves the curriculum's order the moment it changes: the tree on screen updates at once, one
 * request carries the whole new order, and a refusal (409: the curriculum changed in another tab,
 * or the ids no longer match) puts back what the server last confirmed, with a toast. Moves made
 * while a save is on its way are merged into the next request (each request is the whole order,
 * so only the latest matters), sent with the version the previous save returned.
 */
export function useReorder(courseId: string) {
  const queryClient = useQueryClient();
  const key = authoringCourseKeys.curriculum(courseId);
  const state = useRef<{ inFlight: boolean; next: AuthoringSection[] | null; confirmed: AuthoringCurriculum | null }>({
    inFlight: false,
    next: null,
    confirmed: null,
  });
  const [saving, setSaving] = useState(false);

  const send = async (): Promise<void> => {
    const s = state.current;
    const base = s.confirmed;
    if (s.inFlight || !s.next || !base) return;
    const sections = s.next;
    s.next = null;
    s.inFlight = true;
    setSaving(true);
    try {
      const { version } = await reorderCurriculum({ courseId, input: orderInput(sections, base.version) });
      s.confirmed = { ...base, version, sections };
      queryClient.setQueryData<AuthoringCurriculum>(key, (old) => (old ? { ...old, version } : old));
      void afterCurriculumChange(queryClient, courseId);
    } catch (error) {
      s.next = null;
      queryClient.setQueryData(key, base);
      toast.error('Failed to save the new order', { description: errorMessage(error, 'The order was put back. Please try again.') });
      // A stale version means someone else changed it: show what the server holds now.
      if (error instanceof ApiError && (error.code === 'CONFLICT' || error.status === 400 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    } finally {
      s.inFlight = false;
      setSaving(s.next !== null);
      void send();
    }
  };

  /** Shows `sections` at once and saves their order; false when nothing moved. */
  const apply = (sections: AuthoringSection[]): boolean => {
    const current = queryClient.getQueryData<AuthoringCurriculum>(key);
    if (!current || sameOrder(current.sections, sections)) return false;
    const s = state.current;
    // Nothing unsaved: what is cached is what the server holds, the state to return to on a refusal.
    if (!s.inFlight && !s.next) s.confirmed = current;
    // A refresh on its way (a file's processing state) would answer with the order before this move.
    cancelRefresh(queryClient, key);
    queryClient.setQueryData<AuthoringCurriculum>(key, { ...current, sections });
    s.next = sections;
    void send();
    return true;
  };

  return { apply, saving };
}
