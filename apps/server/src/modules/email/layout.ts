// The one layout every e-mail shares, as plain text and as HTML: a greeting, the message's
// paragraphs, its link as a button, and a footer saying why it came and how to stop it. Every text
// from the data (a course title, a learner's name) is escaped in the HTML; links are built from our
// own origin and ids, and escaped too.

/** One part of a message: a paragraph, or a list of items each with its own link (the digest). */
export type Block = { p: string } | { items: { title: string; body: string; link: string; action: string }[] };

export interface Content {
  subject: string;
  /** The first lines: what happened. */
  blocks: Block[];
  /** The main link, as a button, and its words. */
  action: { label: string; url: string } | null;
}

export interface Footer {
  name: string;
  /** The Settings toggle this e-mail belongs to, as Settings names it. */
  preferenceLabel: string;
  /** The web page that turns it off (the visible link; the header has the one-click one). */
  unsubscribePage: string;
  settingsUrl: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export function layoutText(c: Content, f: Footer): string {
  const lines = [`Hello ${f.name},`, ''];
  for (const b of c.blocks) {
    if ('p' in b) lines.push(b.p, '');
    else for (const i of b.items) lines.push(`* ${i.title}`, `  ${i.body}`, `  ${i.action}: ${i.link}`, '');
  }
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  lines.push(
    '-- ',
    'LearnFlix',
    `You get this e-mail because ${f.preferenceLabel} is on in your settings.`,
    `Stop these e-mails: ${f.unsubscribePage}`,
    `All your settings: ${f.settingsUrl}`,
  );
  return `${lines.join('\n')}\n`;
}

const text = 'font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:15px;line-height:1.5';

export function layoutHtml(c: Content, f: Footer): string {
  const blocks = c.blocks
    .map((b) =>
      'p' in b
        ? `<p style="margin:0 0 16px">${escapeHtml(b.p)}</p>`
        : `<ul style="margin:0 0 16px;padding-left:20px">${b.items
            .map(
              (i) =>
                `<li style="margin:0 0 12px"><strong>${escapeHtml(i.title)}</strong><br>${escapeHtml(i.body)}<br>` +
                `<a href="${escapeHtml(i.link)}" style="color:#b91c1c">${escapeHtml(i.action)}</a></li>`,
            )
            .join('')}</ul>`,
    )
    .join('');
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#dc2626;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(c.action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;${text}">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#dc2626">LearnFlix</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">Hello ${escapeHtml(f.name)},</p>
${blocks}${button}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">You get this e-mail because ${escapeHtml(f.preferenceLabel)} is on in your settings.
<a href="${escapeHtml(f.unsubscribePage)}" style="color:#6b7280">Stop these e-mails</a> ·
<a href="${escapeHtml(f.settingsUrl)}" style="color:#6b7280">All your settings</a></p>
</div>
</body></html>
`;
}
