import type { QueryClient } from '@tanstack/react-query';
import { adminUsersKeys } from './keys';

/** After any change of accounts: the lists and the figures (role counts) are read again. */
export const invalidateAccounts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
