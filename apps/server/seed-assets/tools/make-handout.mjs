// Regenerates seed-assets/lesson-handout.pdf: a three-page study handout used by the demo's PDF
// lessons. Pure JS (pdf-lib, already a server dependency): `node apps/server/seed-assets/tools/make-handout.mjs`.
// Fixed dates and metadata so that rerunning gives the same bytes.
import { writeFileSync } from 'node:fs';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const doc = await PDFDocument.create();
const fixed = new Date('2025-01-06T09:00:00Z');
doc.setTitle('LearnFlix Study Handout: Learning That Sticks');
doc.setAuthor('LearnFlix');
doc.setSubject('Lesson handout');
doc.setCreator('LearnFlix seed-assets/tools/make-handout.mjs');
doc.setProducer('pdf-lib');
doc.setCreationDate(fixed);
doc.setModificationDate(fixed);

const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const mono = await doc.embedFont(StandardFonts.Courier);
const ink = rgb(0.12, 0.13, 0.18);
const muted = rgb(0.4, 0.42, 0.5);
const accent = rgb(0.43, 0.2, 0.93);
const W = 595;
const H = 842; // A4 portrait
const M = 56;

function wrap(text, font, size, width) {
  const out = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

let pageNo = 0;
function newPage(title) {
  const page = doc.addPage([W, H]);
  pageNo += 1;
  page.drawRectangle({ x: 0, y: H - 92, width: W, height: 92, color: accent });
  page.drawText('LearnFlix  |  Study Handout', { x: M, y: H - 40, size: 11, font: bold, color: rgb(1, 1, 1) });
  page.drawText(title, { x: M, y: H - 72, size: 22, font: bold, color: rgb(1, 1, 1) });
  page.drawText(`Page ${pageNo} of 3`, { x: W - M - 60, y: 32, size: 9, font: regular, color: muted });
  page.drawText('Free to print and share with your study group.', { x: M, y: 32, size: 9, font: regular, color: muted });
  return { page, y: H - 130 };
}
function heading(ctx, text) {
  ctx.y -= 8;
  ctx.page.drawText(text, { x: M, y: ctx.y, size: 14, font: bold, color: accent });
  ctx.y -= 22;
}
function para(ctx, text, opts = {}) {
  const size = opts.size ?? 11;
  const indent = opts.indent ?? 0;
  for (const line of wrap(text, opts.font ?? regular, size, W - 2 * M - indent)) {
    ctx.page.drawText(line, { x: M + indent, y: ctx.y, size, font: opts.font ?? regular, color: ink });
    ctx.y -= size * 1.5;
  }
  ctx.y -= 6;
}
function bullets(ctx, items, marker = '-') {
  items.forEach((item, i) => {
    const m = marker === '#' ? `${i + 1}.` : '-';
    ctx.page.drawText(m, { x: M + 6, y: ctx.y, size: 11, font: bold, color: accent });
    const lines = wrap(item, regular, 11, W - 2 * M - 26);
    lines.forEach((line) => {
      ctx.page.drawText(line, { x: M + 26, y: ctx.y, size: 11, font: regular, color: ink });
      ctx.y -= 16.5;
    });
    ctx.y -= 3;
  });
  ctx.y -= 6;
}

// Page 1: how to use the course
let ctx = newPage('Learning That Sticks');
para(ctx, 'This handout accompanies the PDF lessons of every LearnFlix course. Keep it next to you while you watch the videos and work through the quizzes. It takes about ten minutes to read.');
heading(ctx, 'How each lesson is built');
bullets(ctx, [
  'Watch: short videos (5 to 15 minutes) introduce one idea at a time. Pause often and rewind freely.',
  'Read: text lessons and handouts like this one go deeper and give you something to come back to.',
  'Practise: every section ends with exercises. Do them before looking at the solution.',
  'Check: lesson quizzes tell you what to revisit. The final assessment unlocks at 100% progress.',
]);
heading(ctx, 'The three rules of effective study');
bullets(ctx, [
  'Retrieval beats re-reading. Close the notes and write down what you remember, then compare.',
  'Space it out. Three 25-minute sessions across a week beat one 75-minute session the night before.',
  'Mix it up. Interleave topics and problem types; it feels harder, and that is why it works.',
], '#');
heading(ctx, 'Your weekly plan');
para(ctx, 'Pick two fixed slots in your calendar and protect them like meetings. At the start of each slot write one sentence: "By the end of this session I can ...". At the end, tick it off or write what blocked you.');

// Page 2: cheat sheet table
ctx = newPage('Cheat Sheet');
para(ctx, 'The terms below come up in many courses. Learn the one-line definitions; the lessons fill in the detail.');
const rows = [
  ['Term', 'One-line definition'],
  ['Active recall', 'Producing an answer from memory instead of recognising it.'],
  ['Spaced repetition', 'Reviewing just before you would forget, at growing intervals.'],
  ['Feedback loop', 'Try, observe, adjust: the faster the loop, the faster you learn.'],
  ['Chunking', 'Grouping small facts into one meaningful unit you can recall at once.'],
  ['Deliberate practice', 'Focused work on the part you cannot yet do, with a clear goal.'],
  ['Transfer', 'Applying what you learned to a new, unfamiliar problem.'],
];
const colX = [M, M + 150];
rows.forEach((row, i) => {
  const h = 26;
  if (i === 0) ctx.page.drawRectangle({ x: M - 6, y: ctx.y - 8, width: W - 2 * M + 12, height: h, color: rgb(0.93, 0.91, 0.99) });
  else if (i % 2 === 0) ctx.page.drawRectangle({ x: M - 6, y: ctx.y - 8, width: W - 2 * M + 12, height: h, color: rgb(0.97, 0.97, 0.99) });
  ctx.page.drawText(row[0], { x: colX[0], y: ctx.y, size: 11, font: bold, color: i === 0 ? accent : ink });
  ctx.page.drawText(row[1], { x: colX[1], y: ctx.y, size: 10.5, font: i === 0 ? bold : regular, color: i === 0 ? accent : ink });
  ctx.y -= h;
});
ctx.y -= 16;
heading(ctx, 'A study session in code');
const code = [
  'for (const topic of shuffle(topics)) {   // interleave',
  '  const answer = recallFromMemory(topic); // retrieve first',
  '  const gaps = compare(answer, notes[topic]);',
  '  schedule(topic, gaps.length ? "tomorrow" : "next week");',
  '}',
];
ctx.page.drawRectangle({ x: M - 6, y: ctx.y - code.length * 16 + 6, width: W - 2 * M + 12, height: code.length * 16 + 12, color: rgb(0.12, 0.12, 0.18) });
for (const line of code) {
  ctx.page.drawText(line, { x: M + 4, y: ctx.y, size: 10, font: mono, color: rgb(0.85, 0.87, 0.98) });
  ctx.y -= 16;
}
ctx.y -= 20;
para(ctx, 'Tip: the same loop works for flash cards, coding katas, case studies and design critiques.', { font: bold });

// Page 3: exercises
ctx = newPage('Exercises and Reflection');
heading(ctx, 'Exercise 1 - Retrieval (5 minutes)');
para(ctx, 'Without looking back, list the three rules of effective study from page 1. Then check and correct your list.');
heading(ctx, 'Exercise 2 - Plan (10 minutes)');
para(ctx, 'Open your calendar and book two study slots for the coming week. Write the goal sentence for the first slot now.');
heading(ctx, 'Exercise 3 - Explain it (10 minutes)');
para(ctx, 'Explain the most important idea of your current lesson to a friend, or write it down as if you were teaching it. Where you hesitate is exactly what to review next.');
heading(ctx, 'Reflection');
for (let i = 0; i < 6; i++) {
  ctx.page.drawLine({ start: { x: M, y: ctx.y }, end: { x: W - M, y: ctx.y }, thickness: 0.6, color: rgb(0.8, 0.8, 0.86) });
  ctx.y -= 28;
}
para(ctx, 'When you are done, go back to the course and mark this lesson as complete.', { size: 10 });

writeFileSync(new URL('../lesson-handout.pdf', import.meta.url), await doc.save({ useObjectStreams: true }));
console.log('wrote lesson-handout.pdf');
