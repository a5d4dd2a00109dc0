import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';

/**
 * The spec's answer to a course page whose course cannot be loaded (another instructor's, deleted,
 * a bad id, the server failing): back to Course Management with the page's error toast ('Failed
 * to fetch course details', 'Failed to fetch course students') and the server's reason under it.
 * The history entry is replaced, so Back does not return to the page that failed.
 */
export function useLeaveOnFailure(failed: boolean, error: unknown, message: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    // One toast, also when React runs the effect twice or the list page is already there.
    toast.error(message, { id: message, description: errorMessage(error, 'Please try again.') });
    void navigate('/instructor/courses', { replace: true });
  }, [failed, error, message, navigate]);
}
