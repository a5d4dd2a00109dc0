import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';
import { useSignOut } from '../api/sign-out';

/** Sign Out everywhere in the app: end the session, land on /, say so. */
export function useSignOutAndLeave() {
  const navigate = useNavigate();
  const mutation = useSignOut({ beforeClear: () => navigate('/') });
  const signOut = () =>
    mutation.mutate(undefined, {
      onSuccess: () => toast.success('Signed out successfully'),
      onError: (error) => toast.error('Error', { description: errorMessage(error, 'Sign out failed') }),
    });
  return { signOut, isPending: mutation.isPending };
}
