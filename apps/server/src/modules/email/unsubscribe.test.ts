// The one-click unsubscribe (RFC 8058) without signing in: the POST turns off only the toggle its
// link names, again and again the same; the GET (the web page, mail scanners) changes nothing; a
// forged, expired or another user's link and bad input are 400s that change nothing. And the time
// zone the web app reports.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type NotificationPreferenceKey } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createUser, signedIn } from '../../../test/factories.js';
import { notificationPreferences } from '../../db/schema.js';
import { signUnsubscribe, unsubscribeKey, unsubscribeQueryString, UNSUBSCRIBE_DAYS } from './unsubscribe-token.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
});

const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' };
/** The provider's POST: no cookie, no Origin, no X-Requested-With; a form body. */
const oneClick = (query: string, payload = 'List-Unsubscribe=One-Click', headers: Record<string, string> = ONE_CLICK) =>
  t.app.inject({ method: 'POST', url: `/api/email/unsubscribe?${query}`, headers, payload });
const look = (query: string) => t.app.inject({ method: 'GET', url: `/api/email/unsubscribe?${query}` });
const link = (userId: string, p: NotificationPreferenceKey, at = t.clock.now()) => unsubscribeQueryString(t.db, userId, p, at);
const prefsOf = async (userId: string) =>
  (await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0];

describe('one-click unsubscribe', () => {
  it('GET describes the link and changes nothing; POST turns off that toggle only, idempotently', async () => {
    const user = await createUser(t.db, { email: 'u1@example.com' });
    const query = await link(user.id, 'courseUpdates');
    const before = await databaseState(t.db);
    const info = await look(query);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ status: 'valid', preference: 'courseUpdates', label: 'Course Updates', enabled: true, message: null });
    const { server_keys: _keys, ...rest } = await databaseState(t.db); // the key may be made on first use
    const { server_keys: _keys0, ...restBefore } = before;
    expect(rest).toEqual(restBefore);

    for (let i = 0; i < 2; i++) {
      const res = await oneClick(query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ preference: 'courseUpdates', label: 'Course Updates' });
    }
    expect(await prefsOf(user.id)).toMatchObject({
      courseUpdates: false,
      emailNotifications: true,
      newMessages: true,
      marketingEmails: false,
      emailDigest: false,
    });
    expect((await look(query)).json()).toMatchObject({ status: 'valid', enabled: false });
  });

  it('keeps the other toggles as the user had them', async () => {
    const user = await signedIn(t.app, t.db, { email: 'u2@example.com' });
    const mine = { emailNotifications: true, courseUpdates: false, newMessages: true, marketingEmails: true, emailDigest: true };
    expect((await user.http.put('/api/me/notification-preferences', mine)).statusCode).toBe(200);
    expect((await oneClick(await link(user.user.id, 'newMessages'))).statusCode).toBe(200);
    expect(await prefsOf(user.user.id)).toMatchObject({ ...mine, newMessages: false });
    const page = (await user.http.get('/api/me/notification-preferences')).json();
    expect(page).toEqual({ ...mine, newMessages: false, emailEnabled: true });
  });

  it('refuses a forged, an expired and another user’s link (400, MESSAGES), changing nothing', async () => {
    const user = await createUser(t.db, { email: 'u3@example.com' });
    const other = await createUser(t.db, { email: 'u4@example.com' });
    const good = new URLSearchParams(await link(user.id, 'courseUpdates'));
    const key = await unsubscribeKey(t.db);
    const past = Math.floor(t.clock.now().getTime() / 1000) - 60;
    const expired = new URLSearchParams({
      u: user.id,
      p: 'courseUpdates',
      t: signUnsubscribe(key, { userId: user.id, preference: 'courseUpdates', expires: past }),
    });
    const forged = new URLSearchParams({ u: user.id, p: 'courseUpdates', t: `${good.get('t')!.split('.')[0]}.${'A'.repeat(43)}` });
    const longer = new URLSearchParams({
      ...Object.fromEntries(good),
      t: `${Number(good.get('t')!.split('.')[0]) + 86_400}.${good.get('t')!.split('.')[1]}`,
    });
    const otherUser = new URLSearchParams({ ...Object.fromEntries(good), u: other.id });
    const otherToggle = new URLSearchParams({ ...Object.fromEntries(good), p: 'emailNotifications' });
    const before = await databaseState(t.db);
    const cases: [string, URLSearchParams, string][] = [
      ['expired', expired, MESSAGES.unsubscribeExpired],
      ['forged', forged, MESSAGES.unsubscribeInvalid],
      ['a later expiry', longer, MESSAGES.unsubscribeInvalid],
      ["another user's", otherUser, MESSAGES.unsubscribeInvalid],
      ['another toggle', otherToggle, MESSAGES.unsubscribeInvalid],
    ];
    for (const [what, q, message] of cases) {
      const res = await oneClick(q.toString());
      expect(res.statusCode, what).toBe(400);
      expect(errorOf(res).message, what).toBe(message);
      const info = (await look(q.toString())).json();
      expect(info, what).toMatchObject({ status: message === MESSAGES.unsubscribeExpired ? 'expired' : 'invalid', message, enabled: null });
    }
    expect(await databaseState(t.db)).toEqual(before);
    expect(await prefsOf(user.id)).toBeUndefined();
  });

  it(`links work for ${UNSUBSCRIBE_DAYS} days`, async () => {
    const user = await createUser(t.db, { email: 'u5@example.com' });
    const query = await link(user.id, 'marketingEmails', new Date(t.clock.now().getTime() - (UNSUBSCRIBE_DAYS - 1) * 86_400_000));
    expect((await look(query)).json().status).toBe('valid');
    const old = await link(user.id, 'marketingEmails', new Date(t.clock.now().getTime() - (UNSUBSCRIBE_DAYS + 1) * 86_400_000));
    expect((await look(old)).json().status).toBe('expired');
  });

  it('refuses bad input: missing or malformed parameters, no one-click body, NUL; nothing changes', async () => {
    const user = await createUser(t.db, { email: 'u6@example.com' });
    const good = new URLSearchParams(await link(user.id, 'courseUpdates'));
    const without = (k: string) => {
      const q = new URLSearchParams(good);
      q.delete(k);
      return q.toString();
    };
    const before = await databaseState(t.db);
    for (const q of [
      without('u'),
      without('p'),
      without('t'),
      '',
      `${good}&extra=1`,
      good.toString().replace(/u=[^&]+/, 'u=not-a-uuid'),
      good.toString().replace(/p=[^&]+/, 'p=smsAlerts'),
      good.toString().replace(/t=[^&]+/, 't=%00'),
      `${good}`.replace(/t=[^&]+/, `t=${'x'.repeat(300)}`),
    ]) {
      expect((await oneClick(q)).statusCode, q).toBe(400);
      expect((await look(q)).statusCode, q).toBe(400);
    }
    expect((await oneClick(good.toString(), 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
    expect((await oneClick(good.toString(), '')).statusCode).toBe(400);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('needs no session and passes the cross-site checks: a browser form from elsewhere, or with a cookie, acts the same', async () => {
    const signedInOther = await signedIn(t.app, t.db, { email: 'u7@example.com' });
    const user = await createUser(t.db, { email: 'u8@example.com' });
    const query = await link(user.id, 'courseUpdates');
    const res = await oneClick(query, 'List-Unsubscribe=One-Click', {
      ...ONE_CLICK,
      origin: 'https://mail.example.net',
      cookie: signedInOther.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Only the link's user changed, never the signed-in one.
    expect(await prefsOf(user.id)).toMatchObject({ courseUpdates: false });
    expect(await prefsOf(signedInOther.user.id)).toBeUndefined();
    // The app's other routes still refuse a cross-site form.
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: { ...ONE_CLICK, origin: 'https://mail.example.net', cookie: signedInOther.cookie },
      payload: 'courseUpdates=false',
    });
    expect(elsewhere.statusCode).toBe(403);
  });
});

describe('PUT /api/me/time-zone', () => {
  it("stores the browser's zone, for any signed-in user (a subadmin too); refuses unknown zones and visitors", async () => {
    const me = await signedIn(t.app, t.db);
    const res = await me.http.put('/api/me/time-zone', { timeZone: 'Asia/Kolkata' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Asia/Kolkata' });
    expect((await prefsOf(me.user.id))?.timeZone).toBe('Asia/Kolkata');
    // Saved toggles keep the zone, and the zone keeps the toggles.
    expect((await me.http.put('/api/me/time-zone', { timeZone: 'Europe/Paris' })).statusCode).toBe(200);
    expect((await prefsOf(me.user.id))?.timeZone).toBe('Europe/Paris');

    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect((await subadmin.http.put('/api/me/time-zone', { timeZone: 'America/New_York' })).statusCode).toBe(200);

    const before = await databaseState(t.db);
    for (const body of [
      { timeZone: 'Mars/Olympus' },
      { timeZone: '' },
      { timeZone: 7 },
      {},
      { timeZone: 'UTC', extra: 1 },
      { timeZone: 'UTC\u0000' },
    ]) {
      const bad = await me.http.put('/api/me/time-zone', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(errorOf(await me.http.put('/api/me/time-zone', { timeZone: 'Mars/Olympus' })).message).toContain('IANA time zone');
    expect((await api(t.app).put('/api/me/time-zone', { timeZone: 'UTC' })).statusCode).toBe(401);
    expect(await databaseState(t.db)).toEqual(before);
  });
});
