// The auth feature's public entry: what other features may use. Anything else in this folder is
// its own business (lint: import-x/no-restricted-paths in eslint.config.js).
export { sessionQueryOptions, useSession } from './api/get-session';
export { fromState, returnPath } from './return-path';
export { ChangePasswordForm } from './components/change-password-form';
export { passwordChangeAction } from './password-change-action';
export { useSignInMethods } from './api/get-sign-in-methods';
