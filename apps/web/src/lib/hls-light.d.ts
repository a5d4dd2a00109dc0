// hls.js ships one declaration file, for its full build; the light build (no subtitles, alternate
// audio, DRM or CMCD, which our streams never use) has the same API.
declare module 'hls.js/dist/hls.light.mjs' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
