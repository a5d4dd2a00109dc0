// The sign-in settings: local passwords, the organisation's OpenID provider and LDAP directory,
// sign-up. Read by config.ts with the rest; docs/auth.md, "Directory sign-in", says what each does.
import { z } from 'zod';
import { ROLES, parseRoleMap, type RoleMap } from '@app/core';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const staffIds = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
const roleMap = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const parsed = parseRoleMap(v);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: `${parsed.error} (roles: ${ROLES.join(', ')})` });
      return z.NEVER;
    }
    return parsed.map;
  });

export const signInEnv = {
  LOCAL_SIGN_IN: bool.default(true),
  BREAK_GLASS_STAFF_IDS: staffIds,
  ALLOW_SIGN_UP: bool.optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z.string().min(1).default('openid profile email'),
  OIDC_STAFF_ID_CLAIM: z.string().min(1).default('preferred_username'),
  OIDC_NAME_CLAIM: z.string().min(1).default('name'),
  OIDC_EMAIL_CLAIM: z.string().min(1).default('email'),
  OIDC_GROUPS_CLAIM: z.string().min(1).optional(),
  OIDC_ROLE_MAP: roleMap,
  OIDC_BUTTON_LABEL: z.string().trim().min(1).max(40).default('your organisation'),
  LDAP_URL: z
    .string()
    .regex(/^ldaps?:\/\/[^\s]+$/, 'LDAP_URL must be an ldap:// or ldaps:// address')
    .optional(),
  LDAP_BIND_DN: z.string().min(1).optional(),
  LDAP_BIND_PASSWORD: z.string().min(1).optional(),
  LDAP_USER_BASE: z.string().min(1).optional(),
  LDAP_USER_FILTER: z.string().includes('{staffId}', { message: 'LDAP_USER_FILTER must contain {staffId}' }).default('(uid={staffId})'),
  LDAP_NAME_ATTRIBUTE: z.string().min(1).default('cn'),
  LDAP_EMAIL_ATTRIBUTE: z.string().min(1).default('mail'),
  LDAP_GROUP_ATTRIBUTE: z.string().min(1).optional(),
  LDAP_ROLE_MAP: roleMap,
  LDAP_STARTTLS: bool.default(false),
  LDAP_CA_FILE: z.string().min(1).optional(),
  LDAP_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  LDAP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
};

type SignInEnv = z.infer<z.ZodObject<typeof signInEnv>> & { PUBLIC_ORIGIN?: string | undefined };

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: PUBLIC_ORIGIN + /api/auth/oidc/callback. */
  redirectUri: string;
  /** Where the provider sends the browser after ending its session: PUBLIC_ORIGIN + /. */
  postLogoutRedirectUri: string;
  scopes: string;
  claims: { staffId: string; name: string; email: string; groups: string | undefined };
  roleMap: RoleMap;
  buttonLabel: string;
}

export interface LdapConfig {
  url: string;
  bindDn: string;
  bindPassword: string;
  userBase: string;
  userFilter: string;
  nameAttribute: string;
  emailAttribute: string;
  groupAttribute: string | null;
  roleMap: RoleMap;
  startTls: boolean;
  caFile: string | null;
  poolSize: number;
  timeoutMs: number;
}

export interface SignInConfig {
  /** Local passwords: false leaves them to the break-glass admins only. */
  local: boolean;
  breakGlassStaffIds: string[];
  signUp: boolean;
  oidc: OidcConfig | null;
  ldap: LdapConfig | null;
}

/** The sign-in settings, or the problems with them (settings that go together, missing ones). */
export function signInConfig(e: SignInEnv): { config: SignInConfig; issues: string[] } {
  const issues: string[] = [];
  const need = (names: (keyof SignInEnv)[], when: string) => {
    for (const name of names) if (!e[name]) issues.push(`${name}: required with ${when}`);
  };
  let oidc: OidcConfig | null = null;
  if (e.OIDC_ISSUER) {
    need(['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'PUBLIC_ORIGIN'], 'OIDC_ISSUER');
    if (!e.OIDC_SCOPES.split(/\s+/).includes('openid')) issues.push('OIDC_SCOPES: must include openid');
    const origin = (e.PUBLIC_ORIGIN ?? '').replace(/\/+$/, '');
    oidc = {
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID ?? '',
      clientSecret: e.OIDC_CLIENT_SECRET ?? '',
      redirectUri: `${origin}/api/auth/oidc/callback`,
      postLogoutRedirectUri: `${origin}/`,
      scopes: e.OIDC_SCOPES,
      claims: { staffId: e.OIDC_STAFF_ID_CLAIM, name: e.OIDC_NAME_CLAIM, email: e.OIDC_EMAIL_CLAIM, groups: e.OIDC_GROUPS_CLAIM },
      roleMap: e.OIDC_ROLE_MAP,
      buttonLabel: e.OIDC_BUTTON_LABEL,
    };
  }
  let ldap: LdapConfig | null = null;
  if (e.LDAP_URL) {
    need(['LDAP_BIND_DN', 'LDAP_BIND_PASSWORD', 'LDAP_USER_BASE'], 'LDAP_URL');
    ldap = {
      url: e.LDAP_URL,
      bindDn: e.LDAP_BIND_DN ?? '',
      bindPassword: e.LDAP_BIND_PASSWORD ?? '',
      userBase: e.LDAP_USER_BASE ?? '',
      userFilter: e.LDAP_USER_FILTER,
      nameAttribute: e.LDAP_NAME_ATTRIBUTE,
      emailAttribute: e.LDAP_EMAIL_ATTRIBUTE,
      groupAttribute: e.LDAP_GROUP_ATTRIBUTE ?? null,
      roleMap: e.LDAP_ROLE_MAP,
      startTls: e.LDAP_STARTTLS,
      caFile: e.LDAP_CA_FILE ?? null,
      poolSize: e.LDAP_POOL_SIZE,
      timeoutMs: e.LDAP_TIMEOUT_MS,
    };
  }
  if (!e.LOCAL_SIGN_IN && !oidc && !ldap)
    issues.push('LOCAL_SIGN_IN: false needs OIDC_ISSUER or LDAP_URL (else nobody but the break-glass admins could sign in)');
  const provider = oidc !== null || ldap !== null;
  return {
    // Sign-up makes local accounts: never where local passwords are off.
    config: {
      local: e.LOCAL_SIGN_IN,
      breakGlassStaffIds: e.BREAK_GLASS_STAFF_IDS,
      signUp: e.LOCAL_SIGN_IN && (e.ALLOW_SIGN_UP ?? !provider),
      oidc,
      ldap,
    },
    issues,
  };
}
