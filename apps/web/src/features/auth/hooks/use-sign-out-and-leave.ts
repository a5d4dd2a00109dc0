import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';
import { useSignOut } from '../api/sign-out';

/** Sign Out everywhere in the app: end the session, land on / (spec: Header), say so. */
export function useSignOutAndLeave() {
  const navigate = useNavigate();
  const mutation = useSignOut({
    leave: () => navigate('/'),
    onSignedOut: () => toast.success('Signed out successfully'),
  });
  const signOut = () =>
    mutation.mutate(undefined, {
      onError: (error) => toast.error('Error', { description: errorMessage(error, 'Sign out failed') }),
    });
  return { signOut, isPending: mutation.isPending };
}
