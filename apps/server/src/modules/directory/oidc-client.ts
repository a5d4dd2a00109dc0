// The OpenID provider as openid-client sees it: its discovery document, read once per process on
// the first sign-in that needs it (the server starts while the provider is down) and read again
// after a failure. Every call to the provider has a time limit.
import * as client from 'openid-client';
import type { OidcConfig } from '../../config-sign-in.js';

const TIMEOUT_MS = 5000;

/** The provider could not be reached, or answered what is not a provider's answer. */
export class ProviderUnavailableError extends Error {}

const loopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

export interface OidcProvider {
  configuration(): Promise<client.Configuration>;
}

export function oidcProvider(settings: OidcConfig): OidcProvider {
  let discovered: Promise<client.Configuration> | null = null;
  const issuer = new URL(settings.issuer);
  return {
    configuration() {
      discovered ??= client
        .discovery(issuer, settings.clientId, { client_secret: settings.clientSecret }, client.ClientSecretBasic(settings.clientSecret), {
          execute: [
            // Plain http only to a provider on this machine (tests, a local development provider).
            ...(issuer.protocol === 'http:' && loopback(issuer) ? [client.allowInsecureRequests] : []),
            // The ID token's signature is checked too, though it comes straight from the token
            // endpoint: the provider's keys are fetched once and kept, so no sign-in pays for it.
            client.enableNonRepudiationChecks,
          ],
          [client.customFetch]: timedFetch,
        })
        .then((config) => {
          config[client.customFetch] = timedFetch;
          return config;
        })
        .catch((err: unknown) => {
          discovered = null;
          throw new ProviderUnavailableError(`OpenID discovery failed: ${err instanceof Error ? err.message : String(err)}`);
        });
      return discovered;
    },
  };
}

const timedFetch: client.CustomFetch = (url, options) => fetch(url, { ...options, signal: AbortSignal.timeout(TIMEOUT_MS) } as RequestInit);
