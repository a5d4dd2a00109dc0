import { MESSAGES, OIDC_FAILURES } from '@app/core';
import { describe, expect, it } from 'vitest';
import { oidcFailureMessage, oidcStartHref } from './oidc';

describe('oidcStartHref', () => {
  it('starts at the server, with where to come back to when there is a place', () => {
    expect(oidcStartHref(null)).toBe('/api/auth/oidc/start');
    expect(oidcStartHref('/course/a b?lesson=1&x=2#n')).toBe('/api/auth/oidc/start?returnTo=%2Fcourse%2Fa%20b%3Flesson%3D1%26x%3D2%23n');
  });
});

describe('oidcFailureMessage', () => {
  it('says each failure the callback names', () => {
    for (const [code, message] of Object.entries(OIDC_FAILURES)) expect(oidcFailureMessage(code)).toBe(message);
    expect(oidcFailureMessage('state')).toBe(MESSAGES.oidcStateInvalid);
  });

  it('reads anything else as a failed sign-in, inherited names included', () => {
    for (const code of ['', 'nope', 'toString', 'constructor', '__proto__']) expect(oidcFailureMessage(code)).toBe(MESSAGES.oidcFailed);
  });
});
