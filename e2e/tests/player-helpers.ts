// Helpers of the player journeys, shared by the player's and the authoring journeys: media played
// to its end, the progress bar, and stand-ins for the YouTube and Vimeo player scripts.
import type { Page } from '@playwright/test';
import { expectMediaReady } from './fixtures.js';

/** Plays the lesson's video or audio element from just before its end (muted: no autoplay block). */
export async function playToEnd(page: Page, selector: 'video' | 'audio') {
  const media = page.locator(`${selector}[aria-label]`);
  await expectMediaReady(media);
  await media.evaluate(async (el: HTMLMediaElement) => {
    el.muted = true;
    el.currentTime = Math.max(0, el.duration - 0.4);
    await el.play();
  });
}

export const progress = (page: Page) => page.getByRole('progressbar', { name: 'Course progress' });

// Stand-ins for the hosts' player APIs (the test machines have no internet): just enough of
// YouTube's IFrame API and Vimeo's player.js for the player to drive them and hear their events.
const FAKE_YOUTUBE = `
  window.__yt = { state: -1, time: 0, duration: 120, rate: 1 };
  window.YT = { Player: function (frame, options) {
    window.__yt.events = options.events;
    var yt = window.__yt;
    var player = {
      playVideo: function () { yt.state = 1; options.events.onStateChange({ data: 1 }); },
      pauseVideo: function () { yt.state = 2; options.events.onStateChange({ data: 2 }); },
      seekTo: function (s) { yt.time = s; },
      getCurrentTime: function () { return yt.time; },
      getDuration: function () { return yt.duration; },
      getPlayerState: function () { return yt.state; },
      getVolume: function () { return 100; }, setVolume: function () {}, unMute: function () {},
      setPlaybackRate: function (r) { yt.rate = r; }
    };
    setTimeout(function () { options.events.onReady(); }, 50);
    return player;
  } };
  if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();`;
const FAKE_VIMEO = `
  window.Vimeo = { Player: function () {
    var handlers = {};
    var player = {
      on: function (e, f) { (handlers[e] = handlers[e] || []).push(f); },
      emit: function (e, d) { (handlers[e] || []).forEach(function (f) { f(d || {}); }); },
      ready: function () { return Promise.resolve(); },
      play: function () { return Promise.resolve(); }, pause: function () { return Promise.resolve(); },
      getPaused: function () { return Promise.resolve(true); },
      getCurrentTime: function () { return Promise.resolve(0); },
      setCurrentTime: function (s) { return Promise.resolve(s); },
      getVolume: function () { return Promise.resolve(1); }, setVolume: function (v) { return Promise.resolve(v); },
      setPlaybackRate: function (r) { window.__vimeoRate = r; return Promise.resolve(r); }
    };
    window.__vimeo = player;
    return player;
  } };`;

export async function fakeHosts(page: Page) {
  const html = { status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>video</p>' };
  await page.route('https://www.youtube.com/iframe_api', (r) => r.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE }));
  await page.route('https://player.vimeo.com/api/player.js', (r) => r.fulfill({ contentType: 'text/javascript', body: FAKE_VIMEO }));
  await page.route(/^https:\/\/(www\.youtube\.com\/embed|player\.vimeo\.com\/video)\//, (r) => r.fulfill(html));
}
