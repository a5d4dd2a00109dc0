// A stored playlist as a caller gets it: every address in it replaced by a signed, absolute one.
// Relative addresses would lose the signature's query on the way (hls.js resolves them against the
// playlist's address without its query), so none is left.

/** Lines of a playlist that are addresses: neither tags nor blank. */
const isUri = (line: string) => line.length > 0 && !line.startsWith('#');

/** Replaces each address of `playlist` by `link(address)`; tags and their order are kept. */
export function rewritePlaylist(playlist: string, link: (uri: string) => string): string {
  return playlist
    .split('\n')
    .map((raw) => {
      const line = raw.trimEnd();
      return isUri(line) ? link(line) : line;
    })
    .join('\n');
}

/**
 * The master playlist with its lowest rendition alone (the preview dialog's clip): the first
 * `#EXT-X-STREAM-INF` by bandwidth and its address.
 */
export function lowestOnly(master: string): string {
  const lines = master.split('\n').map((l) => l.trimEnd());
  const variants: { inf: string; uri: string; bandwidth: number }[] = [];
  const head: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      const uri = lines.slice(i + 1).find(isUri) ?? '';
      variants.push({ inf: line, uri, bandwidth: Number(/BANDWIDTH=(\d+)/.exec(line)?.[1] ?? Infinity) });
    } else if (line.startsWith('#EXTM3U') || line.startsWith('#EXT-X-VERSION') || line.startsWith('#EXT-X-INDEPENDENT-SEGMENTS'))
      head.push(line);
  }
  const lowest = variants.sort((a, b) => a.bandwidth - b.bandwidth)[0];
  return lowest ? [...head, lowest.inf, lowest.uri, ''].join('\n') : master;
}

/** A storyboard's cues name their sprite sheet (`storyboard-001.jpg#xywh=...`): the sheet gets the link, the tile stays. */
export function rewriteStoryboard(vtt: string, link: (uri: string) => string): string {
  return vtt
    .split('\n')
    .map((line) => {
      const m = /^(storyboard-\d+\.jpg)(#xywh=\d+,\d+,\d+,\d+)$/.exec(line.trim());
      return m ? `${link(m[1]!)}${m[2]}` : line;
    })
    .join('\n');
}
