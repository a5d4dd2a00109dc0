// Captions of the demo's streamed lesson (STREAMED_DEMO_LESSON: the course trailer), in English and
// Spanish, timed to its narration and title cards (seed-assets/tools/make-media.sh).
import { toWebVtt, type CaptionCue } from '../../modules/captions/parse.js';

const ENGLISH: CaptionCue[] = [
  { start: 0.5, end: 4, text: 'This is the course trailer.' },
  { start: 4, end: 8, text: 'Here is how the course works.' },
  { start: 8, end: 13, text: 'First, watch short video lessons,\na few minutes each.' },
  { start: 16, end: 22, text: 'Second, read the notes and practise\nwith small exercises.' },
  { start: 24, end: 30, text: 'Third, check yourself with a quiz\nat the end of each section.' },
  { start: 32, end: 38, text: 'Finally, pass the course assessment\nto earn your certificate.' },
  { start: 40, end: 44.5, text: 'Start the course to watch every lesson.' },
];

const SPANISH: CaptionCue[] = [
  { start: 0.5, end: 4, text: 'Este es el tráiler del curso.' },
  { start: 4, end: 8, text: 'Así funciona el curso.' },
  { start: 8, end: 13, text: 'Primero, mira lecciones en vídeo cortas,\nde unos minutos cada una.' },
  { start: 16, end: 22, text: 'Segundo, lee los apuntes y practica\ncon ejercicios pequeños.' },
  { start: 24, end: 30, text: 'Tercero, ponte a prueba con un cuestionario\nal final de cada sección.' },
  { start: 32, end: 38, text: 'Por último, aprueba la evaluación del curso\npara obtener tu certificado.' },
  { start: 40, end: 44.5, text: 'Empieza el curso para ver todas las lecciones.' },
];

export const DEMO_CAPTIONS = [
  { language: 'en', label: 'English', vtt: toWebVtt(ENGLISH), cueCount: ENGLISH.length },
  { language: 'es', label: 'Español', vtt: toWebVtt(SPANISH), cueCount: SPANISH.length },
];
