import { describe, expect, it } from 'vitest';
import { decodeCueEntities } from './caption-text.js';

describe('decodeCueEntities', () => {
  it('reads the escaped markup of a cue back as the characters it is', () => {
    expect(decodeCueEntities('&lt;img src=x onerror=alert(1)&gt; &amp; more')).toBe('<img src=x onerror=alert(1)> & more');
  });

  it('decodes once: an escaped reference stays a reference', () => {
    expect(decodeCueEntities('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('knows the WebVTT references and leaves any other as written', () => {
    expect(decodeCueEntities('a&nbsp;b&lrm;&rlm;')).toBe('a\u00a0b\u200e\u200f');
    expect(decodeCueEntities('&quot;&copy;&#60;')).toBe('&quot;&copy;&#60;');
  });
});
