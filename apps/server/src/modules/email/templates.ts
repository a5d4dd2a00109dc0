// What each e-mail says, made from its stored facts when it is sent (the words can change without
// rewriting rows). The subject and the link are the in-app notification's (core's
// describeNotification), so an event reads the same in the bell and in the inbox; a due date is
// said as the learner's day makes it ("Due in 3 days"), in their time zone, with the date itself.
import {
  describeNotification,
  dueLabel,
  formatDueDate,
  PREFERENCE_LABELS,
  EMAIL_PREFERENCE_OF,
  type EmailData,
  type EmailKind,
  type HeldEmail,
  type StoredNotification,
} from '@app/core';
import { layoutHtml, layoutText, type Block, type Content } from './layout.js';

export interface RenderContext {
  /** Where links point (PUBLIC_ORIGIN). */
  origin: string;
  /** The recipient's calendar date now, in their time zone. */
  today: string;
  name: string;
  /** The query of this message's unsubscribe link (`u`, `p`, `t`). */
  unsubscribeQuery: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The in-app notification an e-mail tells the same as. */
function asNotification(held: HeldEmail): StoredNotification {
  switch (held.kind) {
    case 'assigned':
      return { kind: 'course_assigned', data: held.data };
    case 'reminder':
      return { kind: 'assignment_due', data: held.data };
    case 'overdue':
      return { kind: 'assignment_overdue', data: held.data };
    case 'recertification_due':
      return { kind: 'recertification_due', data: held.data };
    case 'certificate_issued':
      return { kind: 'certificate_issued', data: held.data };
    case 'answer_graded': {
      const { result, ...data } = held.data;
      return result === 'answer' ? { kind: 'answer_graded', data: data as never } : { kind: 'quiz_graded', data: data as never };
    }
  }
}

/** "Due in 3 days (Mon, 14 Dec 2026)." on the learner's day, for the kinds with a due date. */
function dueLine(held: HeldEmail, today: string): string | null {
  if (!('dueOn' in held.data)) return null;
  const { dueOn } = held.data;
  if (held.kind === 'recertification_due') return `${dueLabel(dueOn, today)}: recertify by ${formatDueDate(dueOn)}.`;
  return `${dueLabel(dueOn, today)} (${formatDueDate(dueOn)}).`;
}

const ACTION: Record<HeldEmail['kind'], string> = {
  assigned: 'Start the course',
  reminder: 'Continue the course',
  overdue: 'Continue the course',
  recertification_due: 'Take the course again',
  certificate_issued: 'See your certificate',
  answer_graded: 'See your result',
};

function single(held: HeldEmail, ctx: RenderContext): Content {
  const n = describeNotification(asNotification(held));
  const due = dueLine(held, ctx.today);
  const blocks: Block[] = [{ p: n.body }];
  if (due) blocks.unshift({ p: due });
  return { subject: n.title, blocks, action: { label: ACTION[held.kind], url: `${ctx.origin}${n.link}` } };
}

function digest(data: EmailData['digest'], ctx: RenderContext): Content {
  const items = data.messages.map((held) => {
    const n = describeNotification(asNotification(held));
    const due = dueLine(held, ctx.today);
    return { title: n.title, body: due ? `${due} ${n.body}` : n.body, link: `${ctx.origin}${n.link}`, action: ACTION[held.kind] };
  });
  const count = items.length === 1 ? '1 update' : `${items.length} updates`;
  return {
    subject: `Your LearnFlix day: ${count}`,
    blocks: [{ p: `Everything from LearnFlix since your last digest, gathered on ${formatDueDate(data.date)}:` }, { items }],
    action: { label: 'Open LearnFlix', url: `${ctx.origin}/dashboard` },
  };
}

/** The subject, text and HTML of a `kind` e-mail with `data` (core's emailData[kind], already parsed). */
export function renderEmail<K extends EmailKind>(kind: K, data: EmailData[K], ctx: RenderContext): RenderedEmail {
  const content = kind === 'digest' ? digest(data as EmailData['digest'], ctx) : single({ kind, data } as HeldEmail, ctx);
  const footer = {
    name: ctx.name,
    preferenceLabel: PREFERENCE_LABELS[EMAIL_PREFERENCE_OF[kind]],
    unsubscribePage: `${ctx.origin}/unsubscribe?${ctx.unsubscribeQuery}`,
    settingsUrl: `${ctx.origin}/settings`,
  };
  return { subject: content.subject, text: layoutText(content, footer), html: layoutHtml(content, footer) };
}
