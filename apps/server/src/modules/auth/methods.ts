// What the sign-in page offers and System Settings reports, from the settings alone.
import type { SignInMethodsResponse } from '@app/core';
import type { SignInConfig } from '../../config-sign-in.js';

export const presentSignInMethods = (m: SignInConfig): SignInMethodsResponse => ({
  // The form is for local passwords and the LDAP directory; with neither, the break-glass admins open it by hand.
  passwordForm: m.local || m.ldap !== null,
  localPasswords: m.local,
  ldap: m.ldap !== null,
  oidc: m.oidc ? { label: m.oidc.buttonLabel } : null,
  signUp: m.signUp,
});
