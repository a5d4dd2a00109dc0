// Course thumbnails (1280x720 SVG, streaming-poster style), their text-free backdrops and
// instructor avatars, generated at seed time: no network. Deterministic: the same course always
// gets the same art. The posters' WebP copies are rendered from these by sharp (posters.ts).
import type { CategoryName } from './catalogue-data.js';
import { hashString, Rng } from './random.js';

const W = 1280;
const H = 720;
const FONT = "'Inter','Segoe UI','Helvetica Neue',Helvetica,Arial,sans-serif";

/** Background stops (dark to bright), glow and accent, per category; the course picks one. */
const PALETTES: Record<CategoryName, Array<[string, string, string, string]>> = {
  'Web Development': [
    ['#0f0c29', '#302b63', '#7b2ff7', '#f7c948'],
    ['#1a1040', '#4c1d95', '#ec4899', '#fde68a'],
    ['#0b1d3a', '#1e3a8a', '#22d3ee', '#fb7185'],
  ],
  'Data Science': [
    ['#04293a', '#064663', '#14b8a6', '#fcd34d'],
    ['#0b132b', '#1c2541', '#5bc0be', '#f472b6'],
    ['#021b1a', '#065f46', '#34d399', '#fde047'],
  ],
  Design: [
    ['#3b0a2a', '#9d174d', '#fb7185', '#fef08a'],
    ['#2e1065', '#7e22ce', '#f0abfc', '#67e8f9'],
    ['#431407', '#c2410c', '#fdba74', '#a5f3fc'],
  ],
  Business: [
    ['#111827', '#1f4e79', '#38bdf8', '#fbbf24'],
    ['#1c1917', '#854d0e', '#facc15', '#60a5fa'],
    ['#0c1a2b', '#0f766e', '#5eead4', '#fca5a5'],
  ],
  Leadership: [
    ['#1e1b4b', '#b45309', '#f59e0b', '#e0e7ff'],
    ['#270a0a', '#9a3412', '#fb923c', '#fde68a'],
    ['#1f1147', '#be185d', '#fda4af', '#fef3c7'],
  ],
  Cybersecurity: [
    ['#020617', '#052e16', '#22c55e', '#a3e635'],
    ['#0a0a0a', '#1e293b', '#ef4444', '#fbbf24'],
    ['#030712', '#111827', '#06b6d4', '#a78bfa'],
  ],
  'Cloud & DevOps': [
    ['#0c1445', '#1d4ed8', '#60a5fa', '#fcd34d'],
    ['#082f49', '#0369a1', '#7dd3fc', '#f9a8d4'],
    ['#1e1b4b', '#4338ca', '#818cf8', '#5eead4'],
  ],
};

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const f = (n: number) => Number(n.toFixed(1));

/** Rough advance width of bold sans-serif text, in ems (wide letters count more). */
function textWidth(s: string, size: number): number {
  let em = 0;
  for (const ch of s) {
    if ("il.,:;|!'`".includes(ch)) em += 0.3;
    else if ('ftjrI()[] '.includes(ch)) em += 0.38;
    else if ('mwMW'.includes(ch)) em += 0.9;
    else if (ch >= 'A' && ch <= 'Z') em += 0.7;
    else em += 0.6;
  }
  return em * size;
}

function wrap(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size at which the title fits in two lines (down to 72), else in three (down to 52). */
function fitTitle(title: string, maxWidth: number): { size: number; lines: string[] } {
  for (const [maxLines, minSize] of [
    [2, 72],
    [3, 52],
  ] as const) {
    for (let size = 100; size >= minSize; size -= 4) {
      const lines = wrap(title, size, maxWidth);
      if (lines.length <= maxLines && lines.every((l) => textWidth(l, size) <= maxWidth)) return { size, lines };
    }
  }
  return { size: 52, lines: wrap(title, 52, maxWidth).slice(0, 3) };
}

/** A large, semi-transparent illustration for the category, drawn in the upper right. */
function motif(category: CategoryName, rng: Rng, accent: string, glow: string): string {
  const x = 860;
  const y = 90;
  const white = 'rgba(255,255,255,0.9)';
  switch (category) {
    case 'Web Development': {
      const lines = Array.from({ length: 6 }, (_, i) => {
        const indent = [0, 28, 28, 56, 28, 0][i]!;
        const w = rng.int(90, 230);
        const color = i % 3 === 0 ? accent : i % 3 === 1 ? glow : white;
        return `<rect x="${x + 40 + indent}" y="${y + 92 + i * 34}" width="${w}" height="14" rx="7" fill="${color}" opacity="0.85"/>`;
      }).join('');
      return `<g transform="rotate(-6 ${x + 170} ${y + 170})">
  <rect x="${x}" y="${y}" width="340" height="320" rx="22" fill="rgba(8,8,24,0.55)" stroke="rgba(255,255,255,0.35)" stroke-width="2"/>
  <rect x="${x}" y="${y}" width="340" height="50" rx="22" fill="rgba(255,255,255,0.12)"/>
  <circle cx="${x + 30}" cy="${y + 25}" r="8" fill="#ff5f57"/><circle cx="${x + 56}" cy="${y + 25}" r="8" fill="#febc2e"/><circle cx="${x + 82}" cy="${y + 25}" r="8" fill="#28c840"/>
  ${lines}
</g>
<text x="${x + 150}" y="${y + 440}" font-family="${FONT}" font-size="120" font-weight="800" fill="${accent}" opacity="0.9">&lt;/&gt;</text>`;
    }
    case 'Data Science': {
      const bars = Array.from({ length: 6 }, (_, i) => {
        const h = 60 + rng.int(0, 40) + i * 32;
        return `<rect x="${x + i * 58}" y="${y + 360 - h}" width="40" height="${h}" rx="6" fill="${i === 5 ? accent : white}" opacity="${i === 5 ? 0.95 : 0.22 + i * 0.08}"/>`;
      }).join('');
      const pts = Array.from({ length: 6 }, (_, i) => `${x + 20 + i * 58},${y + 250 - i * 34 - rng.int(0, 30)}`);
      const dots = pts
        .map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="9" fill="${glow}" stroke="white" stroke-width="3"/>`)
        .join('');
      return `${bars}<polyline points="${pts.join(' ')}" fill="none" stroke="${glow}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>${dots}`;
    }
    case 'Design': {
      return `<circle cx="${x + 110}" cy="${y + 150}" r="110" fill="${accent}" opacity="0.55"/>
<circle cx="${x + 230}" cy="${y + 150}" r="110" fill="${glow}" opacity="0.55"/>
<circle cx="${x + 170}" cy="${y + 250}" r="110" fill="white" opacity="0.35"/>
<path d="M ${x - 10} ${y + 380} C ${x + 90} ${y + 250}, ${x + 250} ${y + 470}, ${x + 360} ${y + 330}" fill="none" stroke="white" stroke-width="5"/>
<line x1="${x + 90}" y1="${y + 250}" x2="${x - 10}" y2="${y + 380}" stroke="white" stroke-width="2" stroke-dasharray="6 6" opacity="0.7"/>
<rect x="${x + 80}" y="${y + 240}" width="20" height="20" fill="${accent}" stroke="white" stroke-width="3"/>
<rect x="${x + 350}" y="${y + 320}" width="20" height="20" fill="${accent}" stroke="white" stroke-width="3"/>`;
    }
    case 'Business': {
      const pts = [0, 1, 2, 3, 4, 5].map((i) => `${x + i * 68},${y + 340 - i * 50 + (i % 2 ? 30 : 0) + rng.int(-10, 10)}`);
      return `<circle cx="${x + 250}" cy="${y + 120}" r="100" fill="none" stroke="white" stroke-width="26" opacity="0.25"/>
<path d="M ${x + 250} ${y + 20} A 100 100 0 0 1 ${x + 345} ${y + 150}" fill="none" stroke="${accent}" stroke-width="26"/>
<polyline points="${pts.join(' ')}" fill="none" stroke="${glow}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>
<polygon points="${x + 355},${y + 60} ${x + 385},${y + 115} ${x + 325},${y + 110}" fill="${glow}"/>
<line x1="${x - 10}" y1="${y + 380}" x2="${x + 380}" y2="${y + 380}" stroke="white" stroke-width="3" opacity="0.5"/>`;
    }
    case 'Leadership': {
      const nodes: Array<[number, number, number]> = [
        [x + 180, y + 70, 44],
        [x + 60, y + 230, 34],
        [x + 180, y + 260, 34],
        [x + 300, y + 230, 34],
        [x + 20, y + 370, 24],
        [x + 120, y + 380, 24],
        [x + 250, y + 380, 24],
        [x + 350, y + 370, 24],
      ];
      const edges = [
        [0, 1],
        [0, 2],
        [0, 3],
        [1, 4],
        [1, 5],
        [3, 6],
        [3, 7],
      ]
        .map(
          ([a, b]) =>
            `<line x1="${nodes[a!]![0]}" y1="${nodes[a!]![1]}" x2="${nodes[b!]![0]}" y2="${nodes[b!]![1]}" stroke="white" stroke-width="4" opacity="0.5"/>`,
        )
        .join('');
      const circles = nodes
        .map(
          ([cx, cy, r], i) =>
            `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i === 0 ? accent : i < 4 ? glow : 'white'}" opacity="${i < 4 ? 0.95 : 0.6}"/>`,
        )
        .join('');
      return edges + circles + `<path d="M ${x + 150} ${y + 30} l 12 -26 l 18 18 l 18 -18 l 12 26 z" fill="${accent}"/>`;
    }
    case 'Cybersecurity': {
      const cx = x + 180;
      const binary = Array.from({ length: 7 }, () => Array.from({ length: 14 }, () => (rng.chance(0.5) ? '1' : '0')).join(' '))
        .map(
          (s, row) =>
            `<text x="${x - 80}" y="${y + 40 + row * 56}" font-family="monospace" font-size="22" fill="${glow}" opacity="0.22">${s}</text>`,
        )
        .join('');
      return `${binary}<path d="M ${cx} ${y + 10} L ${cx + 150} ${y + 70} L ${cx + 150} ${y + 200} C ${cx + 150} ${y + 300}, ${cx + 80} ${y + 360}, ${cx} ${y + 400} C ${cx - 80} ${y + 360}, ${cx - 150} ${y + 300}, ${cx - 150} ${y + 200} L ${cx - 150} ${y + 70} Z" fill="rgba(0,0,0,0.35)" stroke="${glow}" stroke-width="8"/>
<rect x="${cx - 55}" y="${y + 180}" width="110" height="90" rx="14" fill="${accent}"/>
<path d="M ${cx - 35} ${y + 180} v -30 a 35 35 0 0 1 70 0 v 30" fill="none" stroke="${accent}" stroke-width="14"/>
<circle cx="${cx}" cy="${y + 218}" r="12" fill="rgba(0,0,0,0.6)"/><rect x="${cx - 5}" y="${y + 222}" width="10" height="28" fill="rgba(0,0,0,0.6)"/>`;
    }
    case 'Cloud & DevOps': {
      // The cloud's base fades out: its flat closing line read as the art being cut off (the hero
      // shows the backdrop large, at 1440 and 390 px alike).
      const hex = (hx: number, hy: number, r: number, fill: string, op: number) =>
        `<polygon points="${[0, 1, 2, 3, 4, 5].map((k) => `${f(hx + r * Math.cos((Math.PI / 3) * k + Math.PI / 6))},${f(hy + r * Math.sin((Math.PI / 3) * k + Math.PI / 6))}`).join(' ')}" fill="${fill}" opacity="${op}"/>`;
      return `${hex(x + 40, y + 330, 50, accent, 0.9)}${hex(x + 130, y + 380, 50, 'white', 0.35)}${hex(x + 220, y + 330, 50, glow, 0.8)}${hex(x + 310, y + 380, 50, 'white', 0.25)}
<defs><linearGradient id="cloud-fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="white" stop-opacity="0.92"/><stop offset="1" stop-color="white" stop-opacity="0"/></linearGradient></defs>
<path d="M ${x + 60} ${y + 230} a 70 70 0 0 1 40 -130 a 100 100 0 0 1 180 -10 a 70 70 0 0 1 50 140 z" fill="url(#cloud-fade)"/>
<path d="M ${x + 175} ${y + 200} v -70 m -28 28 l 28 -28 l 28 28" fill="none" stroke="${glow}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
  }
}

export interface ThumbnailInput {
  key: string;
  title: string;
  category: CategoryName;
  level: string;
  hours: number;
  instructorName: string;
}

/** The course's two pictures, drawn from the same art: the poster and its backdrop. */
export interface CoursePictureSvgs {
  /** 1280x720: the art with the category, the wordmark, the title and the facts printed on it. */
  poster: string;
  /** The same art without any lettering, for a hero that prints the title itself. */
  backdrop: string;
}

/** Every <text> element: the lettering the backdrop leaves out (the art draws with shapes only). */
const TEXT_ELEMENTS = /<text\b[^>]*>[\s\S]*?<\/text>/g;

/** A 1280x720 poster for a course, and the same art without its lettering. */
export function coursePictureSvgs(c: ThumbnailInput): CoursePictureSvgs {
  const rng = new Rng(hashString(`thumb:${c.key}`));
  const [bg0, bg1, glow, accent] = rng.pick(PALETTES[c.category]);
  const angle = rng.int(20, 70);
  const shapes: string[] = [];
  // Big soft rings and tilted panels behind everything.
  for (let i = 0; i < 3; i++) {
    const r = rng.int(140, 320);
    shapes.push(
      `<circle cx="${rng.int(0, W)}" cy="${rng.int(-100, H)}" r="${r}" fill="none" stroke="${i === 0 ? accent : 'white'}" stroke-width="${rng.int(2, 30)}" opacity="${f(0.06 + rng.next() * 0.1)}"/>`,
    );
  }
  for (let i = 0; i < 2; i++) {
    const w = rng.int(300, 620);
    shapes.push(
      `<rect x="${rng.int(-100, W - 200)}" y="${rng.int(-200, H - 100)}" width="${w}" height="${w}" rx="${rng.int(20, 80)}" fill="${i ? glow : 'white'}" opacity="${f(0.05 + rng.next() * 0.07)}" transform="rotate(${rng.int(-40, 40)} ${W / 2} ${H / 2})"/>`,
    );
  }
  const maxTitleWidth = 900;
  const { size, lines } = fitTitle(c.title, maxTitleWidth);
  const lineHeight = Math.round(size * 1.08);
  const titleBottom = 600;
  const titleTop = titleBottom - (lines.length - 1) * lineHeight;
  // The shadow is a blurred-free offset copy: SVG filters render inconsistently across viewers.
  const titleText = (dx: number, dy: number) =>
    lines.map((l, i) => `<tspan x="${80 + dx}" y="${titleTop + i * lineHeight + dy}">${esc(l)}</tspan>`).join('');
  const pill = c.category.toUpperCase();
  const pillWidth = Math.round(textWidth(pill, 22) + pill.length * 2 + 36);
  const meta = `${c.level.toUpperCase()}  \u2022  ${c.hours} ${c.hours === 1 ? 'HOUR' : 'HOURS'}  \u2022  ${c.instructorName.toUpperCase()}`;

  const art = `<defs>
  <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
    <stop offset="0" stop-color="${bg0}"/><stop offset="1" stop-color="${bg1}"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.8" cy="0.25" r="0.7">
    <stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/>
  </linearGradient>
  <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="white" opacity="0.18"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${shapes.join('\n')}
<rect x="${rng.int(0, 120)}" y="${rng.int(40, 160)}" width="360" height="220" fill="url(#dots)"/>
<g>${motif(c.category, rng, accent, glow)}</g>
<rect width="${W}" height="${H}" fill="url(#shade)"/>`;

  const lettering = `<rect x="80" y="64" width="${pillWidth}" height="44" rx="22" fill="${accent}"/>
<text x="${80 + pillWidth / 2}" y="94" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="800" letter-spacing="2" fill="${bg0}">${esc(pill)}</text>
<text x="${W - 80}" y="96" text-anchor="end" font-family="${FONT}" font-size="30" font-weight="900" letter-spacing="4" fill="white" opacity="0.92">LEARN<tspan fill="${accent}">FLIX</tspan></text>
<text font-family="${FONT}" font-size="${size}" font-weight="800" fill="#000" opacity="0.35" letter-spacing="-1">${titleText(0, 5)}</text>
<text font-family="${FONT}" font-size="${size}" font-weight="800" fill="white" letter-spacing="-1">${titleText(0, 0)}</text>
<rect x="80" y="${titleBottom + 34}" width="96" height="8" rx="4" fill="${accent}"/>
<text x="196" y="${titleBottom + 45}" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="2" fill="white" opacity="0.85">${esc(meta)}</text>`;

  const svg = (content: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">\n${content}\n</svg>\n`;
  return {
    poster: svg(`${art}\n${lettering}`),
    // The motifs' own glyphs (a code sign, binary digits) go too: nothing on the backdrop reads.
    backdrop: svg(art.replace(TEXT_ELEMENTS, '')),
  };
}

/** The poster's size: every copy is made from it at its own scale. */
export const POSTER_SIZE = { width: W, height: H } as const;

/** A 256x256 initials avatar on a gradient. */
export function avatarSvg(fullName: string): string {
  const rng = new Rng(hashString(`avatar:${fullName}`));
  const categories = Object.keys(PALETTES) as CategoryName[];
  const [, c1, c2, accent] = rng.pick(PALETTES[rng.pick(categories)]);
  const initials = fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<circle cx="${rng.int(180, 240)}" cy="${rng.int(10, 70)}" r="${rng.int(50, 90)}" fill="${accent}" opacity="0.35"/>
<text x="128" y="158" text-anchor="middle" font-family="${FONT}" font-size="96" font-weight="800" fill="white">${esc(initials)}</text>
</svg>
`;
}
