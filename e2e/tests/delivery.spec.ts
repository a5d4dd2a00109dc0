// How the built app is delivered: compressed, cached, crawlable, and within its CSP.
import { expect, getJson, test } from './fixtures.js';

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

test('the app and its files come precompressed, hashed files cached for good and index.html revalidated', async ({ request }) => {
  const index = await request.get('/', { headers: BROWSER_ENCODINGS });
  expect(index.status()).toBe(200);
  expect(index.headers()['content-encoding']).toBe('br');
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(index.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(index.headers().vary).toMatch(/accept-encoding/i);

  const html = await index.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    const res = await request.get(asset, { headers: BROWSER_ENCODINGS });
    expect(res.status(), asset).toBe(200);
    expect(res.headers()['content-encoding'], asset).toBe('br');
    expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-type'], asset).toMatch(asset.endsWith('.css') ? /^text\/css/ : /javascript/);
  }

  const home = await request.get('/api/home', { headers: BROWSER_ENCODINGS });
  expect(home.headers()['content-encoding']).toBe('br');
  expect((await home.json()).featured.length).toBeGreaterThan(0);
});

test('robots.txt is a robots file that lets crawlers into the public pages only', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const robots = await res.text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).not.toContain('<html');
});

test('the public pages break no rule of the content security policy', async ({ page }) => {
  // Every violation the browser reports to the page (zod's caught eval probe raises no console error).
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  const { featured } = await getJson<{ featured: { id: string; title: string; shortDescription: string }[] }>(page.request, '/api/home');
  const course = featured[0]!;

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending Now' })).toBeVisible();
  await page.goto('/courses');
  await expect(page.getByText(/\d+ courses? found/)).toBeVisible();
  await page.goto(`/course-details/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();

  // The course page describes itself to search engines and names its one address.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', course.shortDescription);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/course-details/${course.id}$`));
  // The sign-in form validates with zod, whose eval probe the CSP would report.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/staff id is required/i).first()).toBeVisible();
  expect(violations).toEqual([]);
});
