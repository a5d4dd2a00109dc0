import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// Lesson text is written by instructors as markdown or HTML. It is rendered, then sanitized with
// DOMPurify: no script, style or embedded content, no event-handler attributes, and only http(s),
// mailto and relative links (javascript: and data: addresses are dropped).

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    // The page has the course title as h1 and the lesson title as h2: the text's headings go below.
    heading({ tokens, depth }) {
      const level = Math.min(depth + 2, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** http(s), mailto, and addresses without a scheme (relative ones, #anchors). */
const SAFE_URL = /^(?:https?:|mailto:|[^:]*$)/i;
const EXTERNAL = /^(?:https?:)?\/\//i;

/** Another site's address: compared by origin, since a prefix would take https://site.evil.com for https://site. */
function otherOrigin(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
    else if (EXTERNAL.test(href) && otherOrigin(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    if (!/^(?:https:|\/(?!\/))/i.test(src)) node.removeAttribute('src');
    node.setAttribute('loading', 'lazy');
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  }
});

const SANITIZE = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
};

/** Drops a leading heading that repeats the lesson title (the viewer shows the title already). */
function withoutTitle(source: string, title: string): string {
  const first = /^\s*#\s+(.+?)\s*#*\s*(?:\r?\n|$)/.exec(source);
  if (first && first[1]!.trim().toLowerCase() === title.trim().toLowerCase()) return source.slice(first[0].length);
  return source;
}

/** Markdown (or HTML) to safe HTML. */
export function renderLessonText(source: string, title: string): string {
  const html = marked.parse(withoutTitle(source, title)) as string;
  return purifier.sanitize(html, SANITIZE);
}

/**
 * Quiz question text, through the same renderer and sanitizer as lesson text. A question of one
 * paragraph (almost all) comes out inline, without a <p>, so it fits a <legend>; line breaks the
 * author typed are kept, as before markdown (`breaks`).
 */
export function renderQuestionText(source: string): string {
  const tokens = marked.lexer(source, { breaks: true });
  const single = tokens.length === 1 && tokens[0]!.type === 'paragraph';
  const html = single ? marked.parseInline(source, { breaks: true }) : marked.parser(tokens, { breaks: true });
  return purifier.sanitize(html as string, SANITIZE);
}

/** The text a reader sees of a question, for places that take no markup (a select's options, a title). */
export function questionPlainText(source: string): string {
  const root = document.createElement('div');
  root.innerHTML = renderQuestionText(source);
  return (root.textContent ?? '').replace(/\s+/g, ' ').trim();
}
