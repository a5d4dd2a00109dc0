// Thumbnail budget (issue 15): on a 390 px phone, a catalogue page's thumbnails weigh at most 1/4
// of the bytes their 1280 px copies weigh, i.e. a phone never downloads the desktop pictures.
//
//   npm run build && npm run thumbnails -w @app/bench
//   THUMBNAILS_DPR=3   the phone's device pixel ratio (3: a 390 px iPhone; Lighthouse's phone is 1.75)
//   CHROMIUM_PATH=/usr/bin/chromium
//
// It loads /courses in Chromium (playwright-core) at 390 x 844 with the demo seed, scrolls to the
// end so that every lazy picture loads, and adds up the bytes of every thumbnail the page
// downloaded (the bodies as received). Against it: the bytes of the 1280 px copy of each of the
// same thumbnails, read from the server. It builds nothing (see demo-server.ts).
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM, requireBuildAndChromium, startDemoServer, type DemoServer } from './demo-server.js';

const BUDGET = 0.25;
const DPR = Number(process.env.THUMBNAILS_DPR ?? 3);
/** A stored picture, whole (`/api/files/{id}`) or one of its widths (`/api/files/{id}/w/{width}`). */
const PICTURE = /\/api\/files\/([0-9a-f-]{36})(?:\/w\/(\d+))?$/;

requireBuildAndChromium();

let server: DemoServer | undefined;
let exitCode = 1;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  server = await startDemoServer('thumbnails');
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: DPR,
    isMobile: true,
    hasTouch: true,
    baseURL: server.base,
  });
  const page = await context.newPage();
  const downloads: Promise<{ id: string; width: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    const match = PICTURE.exec(new URL(request.url()).pathname);
    if (request.resourceType() !== 'image' || !match) return;
    downloads.push(request.sizes().then((s) => ({ id: match[1]!, width: match[2] ?? 'original', bytes: s.responseBodySize })));
  });

  await page.goto('/courses', { waitUntil: 'networkidle' });
  // Every card's picture, the lazy ones too: scroll down a screen at a time, as a reader would,
  // until every card's picture has loaded.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('main article')).every((card) => {
      const img = card.querySelector('img');
      return img !== null && img.complete && img.naturalWidth > 0;
    }),
  );
  const count = await page.locator('main article').count();

  const got = await Promise.all(downloads);
  const ids = [...new Set(got.map((d) => d.id))];
  if (ids.length === 0 || ids.length < count) throw new Error(`${count} cards but ${ids.length} thumbnails downloaded`);
  const downloaded = got.reduce((sum, d) => sum + d.bytes, 0);
  const desktop = (
    await Promise.all(
      ids.map(async (id) => {
        const res = await fetch(`${server!.base}/api/files/${id}/w/1280`);
        if (!res.ok) throw new Error(`/api/files/${id}/w/1280: ${res.status}`);
        return (await res.arrayBuffer()).byteLength;
      }),
    )
  ).reduce((a, b) => a + b, 0);

  const widths = new Map<string, number>();
  for (const d of got) widths.set(d.width, (widths.get(d.width) ?? 0) + 1);
  const ratio = downloaded / desktop;
  const pass = ratio <= BUDGET;
  console.log(`/courses at 390 x 844, device pixel ratio ${DPR} (load average ${os.loadavg()[0]!.toFixed(2)})`);
  console.log(
    `  ${ids.length} thumbnails, downloaded as ${[...widths].map(([w, n]) => `${n} x ${w === 'original' ? w : `${w} px`}`).join(', ')}`,
  );
  console.log(`  downloaded: ${(downloaded / 1024).toFixed(1)} KB`);
  console.log(`  their 1280 px copies: ${(desktop / 1024).toFixed(1)} KB`);
  console.log(`ratio ${ratio.toFixed(3)}, budget ${BUDGET} -> ${pass ? 'PASS' : 'FAIL'}`);
  exitCode = pass ? 0 : 1;
} catch (err) {
  console.error(err);
} finally {
  await browser.close();
  await server?.stop();
}
process.exit(exitCode);
