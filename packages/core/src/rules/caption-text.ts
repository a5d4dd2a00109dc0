// The character references a WebVTT cue may carry (the WebVTT spec's list), read back into the
// characters they stand for: by the server when it reads an uploaded file, and by the player when it
// reads the WebVTT the server wrote (which escapes `&`, `<` and `>`, see the server's toWebVtt).
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

/** A cue's text with its character references decoded: plain text, to show as text (never as markup). */
export function decodeCueEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name]!);
}
