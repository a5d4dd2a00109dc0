// This process's way to the organisation's directories, made once per app from the settings: the
// OpenID provider (discovered at the first sign-in that needs it) and the LDAP connection pool
// (connected on demand, closed with the app).
import type { SignInConfig } from '../../config-sign-in.js';
import { createLdapDirectory, type LdapDirectory } from '../../auth/directory/ldap.js';
import { oidcProvider, type OidcProvider } from './oidc-client.js';

export interface Directories {
  oidc: OidcProvider | null;
  ldap: LdapDirectory | null;
}

export function openDirectories(methods: SignInConfig, log: { warn(obj: object, msg: string): void }): Directories {
  const { ldap } = methods;
  return {
    oidc: methods.oidc ? oidcProvider(methods.oidc) : null,
    ldap: ldap
      ? createLdapDirectory(
          {
            url: ldap.url,
            bindDn: ldap.bindDn,
            bindPassword: ldap.bindPassword,
            userBase: ldap.userBase,
            userFilter: ldap.userFilter,
            nameAttribute: ldap.nameAttribute,
            emailAttribute: ldap.emailAttribute,
            groupAttribute: ldap.groupAttribute,
            startTls: ldap.startTls,
            caFile: ldap.caFile,
            poolSize: ldap.poolSize,
            timeoutMs: ldap.timeoutMs,
          },
          { log },
        )
      : null,
  };
}
