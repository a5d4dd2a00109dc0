// Dead links into the docs folder (run by `npm run lint`: `tsx tools/check-doc-links.ts`).
//
// Reads every file git knows (tracked, or new and not ignored) and checks:
//  - every mention of a path under the docs folder, in code comments, strings, scripts and
//    markdown alike, read from the repository's root (a leading `../` is allowed: e2e's
//    screenshots folder is named so);
//  - every relative markdown link inside a docs page, and every markdown link elsewhere that
//    leads into the docs folder.
// A reference is dead when its file (or folder) does not exist, when a markdown link's `#anchor`
// is not the slug of a heading of the page, or when the section it names in quotes right after
// it (the path, a comma or an opening parenthesis, then the quoted name, which may continue on
// the next comment line) is neither a heading of the page nor the bold title that opens one of
// its list entries (the decision pages are lists of such entries). A name matches a title that
// equals it or starts with it and goes on with a space, a parenthesis or punctuation, so
// "Live delivery" finds 'Live delivery (several server processes)'; a heading's letter label
// such as "(c) " may be left out. Prints file:line, the target and why, and exits 1.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface DocLinkProblem {
  file: string;
  line: number;
  target: string;
  problem: string;
}

const DOCS = 'docs';
/** A path under the docs folder, from the repository's root. */
const MENTION = /(?<![\w@.\-/])(?:\.\.\/)*docs\/[\w.\-/]*(?:#[\w-]+)?/g;
/** A markdown link or image: `[text](target)` or `[text](target "title")`. */
const MD_LINK = /\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
/** What may follow a reference to name a section: `, "Name"` or ` ("Name")`. */
const CITED = /^(?:,\s*|\s*\(\s*)"([^"]*)("?)/;
/** Comment leaders stripped from a line that continues a quoted name. */
const LEADER = /^\s*(?:\/\/+|\/\*+|\*|#+|<!--)?\s*/;

/** Every file git knows in `root`, tracked or new and not ignored, that exists in the work tree. */
export function repositoryFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(root, file)));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const normalize = (title: string) =>
  title
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:,;]+$/, '')
    .toLowerCase();

interface Page {
  anchors: Set<string>;
  titles: string[];
}

/** The headings (outside fenced code) and bold list-entry titles of a markdown page. */
export function readPage(text: string): Page {
  const anchors = new Set<string>();
  const titles: string[] = [];
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      const text = heading[1]!.replace(/`/g, '');
      const base = slug(text);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
      titles.push(normalize(text));
      const unlabelled = /^\([a-z]\)\s+(.+)$/i.exec(text);
      if (unlabelled) titles.push(normalize(unlabelled[1]!));
      continue;
    }
    const entry = /^\s*[-*]\s+\*\*(.+?)\*\*/.exec(line);
    if (entry) titles.push(normalize(entry[1]!));
  }
  return { anchors, titles };
}

/** Whether `name` is one of the page's titles, or the start of one. */
export function namesSection(page: Page, name: string): boolean {
  const wanted = normalize(name);
  if (!wanted) return false;
  return page.titles.some((title) => title === wanted || (title.startsWith(wanted) && /^[\s(:.,;—-]/.test(title.slice(wanted.length))));
}

/** The section name quoted right after a reference, read on into following comment lines. */
function citedSection(lines: string[], index: number, tail: string): string | undefined {
  // `path,` at the end of a line, the quoted name opening the next one.
  const following = lines[index + 1]?.replace(LEADER, '');
  if (/^,\s*$/.test(tail) && following?.startsWith('"')) [tail, index] = [`, ${following}`, index + 1];
  const match = CITED.exec(tail);
  if (!match) return undefined;
  let name = match[1]!;
  let closed = match[2] === '"';
  for (let next = index + 1; !closed && next < lines.length && next <= index + 3; next++) {
    const more = lines[next]!.replace(LEADER, '');
    const close = more.indexOf('"');
    closed = close >= 0;
    name += ' ' + (closed ? more.slice(0, close) : more);
  }
  return name;
}

/** Every dead reference into the docs folder among `files` (paths from `root`). */
export function checkDocLinks(root: string, files: readonly string[]): DocLinkProblem[] {
  const known = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const pages = new Map<string, Page>();
  const pageOf = (file: string) => {
    if (!pages.has(file)) pages.set(file, readPage(readFileSync(path.join(root, file), 'utf8')));
    return pages.get(file)!;
  };
  const problems: DocLinkProblem[] = [];
  const done = new Set<string>();

  /** Checks one reference: `target` is a path from the root, with an optional #anchor. */
  const check = (file: string, line: number, shown: string, target: string, section: string | undefined) => {
    const key = `${file}:${line}:${shown}:${section ?? ''}`;
    if (done.has(key)) return;
    done.add(key);
    const [pathPart = '', anchor] = target.split('#') as [string, string | undefined];
    const normal = path.posix.normalize(pathPart).replace(/\/$/, '');
    const report = (problem: string) => problems.push({ file, line, target: shown, problem });
    if (normal.startsWith('..')) return report('leads out of the repository');
    if (!known.has(normal) && !folders.has(normal) && normal !== '.') return report('no such file');
    if (!normal.endsWith('.md') || !known.has(normal)) return;
    const page = pageOf(normal);
    if (anchor !== undefined && anchor !== '' && !page.anchors.has(anchor)) report(`no heading with the anchor #${anchor}`);
    if (section !== undefined && !namesSection(page, section)) report(`no heading or entry named "${section}"`);
  };

  for (const file of files) {
    const buffer = readFileSync(path.join(root, file));
    if (buffer.includes(0)) continue;
    const lines = buffer.toString('utf8').split('\n');
    const inDocs = file.startsWith(`${DOCS}/`) && file.endsWith('.md');
    const isMarkdown = file.endsWith('.md');
    const linkSpans: [number, number][] = [];
    lines.forEach((text, i) => {
      linkSpans.length = 0;
      if (isMarkdown) {
        for (const link of text.matchAll(MD_LINK)) {
          const raw = link[1]!;
          linkSpans.push([link.index, link.index + link[0].length]);
          if (/^[a-z][a-z+.-]*:/i.test(raw)) continue;
          const target = raw.startsWith('#')
            ? `${file}${raw}`
            : raw.startsWith('/')
              ? raw.slice(1)
              : path.posix.join(path.posix.dirname(file), raw);
          const intoDocs = target === DOCS || target.startsWith(`${DOCS}/`);
          if (!inDocs && !intoDocs) continue;
          check(file, i + 1, raw, target, citedSection(lines, i, text.slice(link.index + link[0].length)));
        }
      }
      for (const mention of text.matchAll(MENTION)) {
        const start = mention.index;
        // A link's own target was checked above, with the text after the whole link.
        if (linkSpans.some(([from, to]) => start > from && start < to && text.slice(from, start).includes(']('))) continue;
        const raw = mention[0].replace(/[.-]+$/, '');
        const target = raw.replace(/^(?:\.\.\/)+/, '');
        check(file, i + 1, raw, target, citedSection(lines, i, text.slice(start + raw.length)));
      }
    });
  }
  return problems;
}

/** `tsx tools/check-doc-links.ts [root]`: the repository this file is in, unless told another. */
function main() {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const files = repositoryFiles(root);
  const problems = checkDocLinks(root, files);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.target}: ${p.problem}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} dead link${problems.length === 1 ? '' : 's'} into ${DOCS}/ (tools/check-doc-links.ts)`);
    process.exit(1);
  }
  process.stdout.write(`Links into ${DOCS}/: all of ${files.length} files checked, none dead.\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
