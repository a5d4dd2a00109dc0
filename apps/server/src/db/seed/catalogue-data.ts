// The demo catalogue as plain data: categories and courses with their curricula.
//
// A lesson is one line: `<kind>[:<ref>] <title>[ ~<minutes>]`, where kind is
//   v  uploaded video (ref: welcome | code | concept | trailer, the files in apps/server/seed-assets)
//   y  YouTube video (ref: the video id)        m  Vimeo video (ref: the video id)
//   a  uploaded audio                            p  uploaded PDF handout
//   t  markdown text (ref: an article key in lesson-text.ts, else generated)
//   q  quiz lesson (questions from quiz-bank.ts)
import type { CourseLevel, CourseStatus } from '@app/core';

export const CATEGORIES = [
  'Web Development',
  'Data Science',
  'Design',
  'Business',
  'Leadership',
  'Cybersecurity',
  'Cloud & DevOps',
] as const;
export type CategoryName = (typeof CATEGORIES)[number];

export interface SectionSeed {
  title: string;
  description?: string;
  /** Unpublished sections are hidden from learners (default published). */
  published?: boolean;
  lessons: string[];
}

export interface CourseSeed {
  key: string;
  title: string;
  short: string;
  description: string;
  category: CategoryName;
  instructor: string;
  level: CourseLevel;
  price: number;
  hours: number;
  status: CourseStatus;
  /** Created this many days before the seed runs. */
  ageDays: number;
  /** 0..1: the share of demo students who enrol. */
  popularity: number;
  learn: string[];
  requirements: string[];
  sections: SectionSeed[];
  /** A final course assessment, published or still a draft. */
  assessment?: 'published' | 'draft';
  /** Written (subjective) questions in the assessment; by default 2 in the demo instructor's courses, else 1. */
  assessmentEssays?: number;
}

/** The featured course on the student home (site setting featured_course_id). */
export const FEATURED_COURSE_KEY = 'ml-foundations';
/**
 * The demo's lesson with streaming copies (docs/video.md): queued by the seed, transcoded by the
 * worker right after it starts. The others play their original file, as a lesson does until its
 * copies are ready: every demo video is one small file per lesson, and one ladder shows the feature.
 */
export const STREAMED_DEMO_LESSON = { courseKey: 'modern-js', title: 'Welcome and course tour' } as const;

export const COURSES: readonly CourseSeed[] = [
  // ---------------------------------------------------------------- Web Development (INS-001)
  {
    key: 'modern-js',
    title: 'Modern JavaScript from Scratch',
    short: 'Learn the language of the web properly: variables to async/await, with projects you can show.',
    description:
      'JavaScript runs in every browser and on millions of servers, yet most people learn it from scattered snippets. This course starts from zero and builds a solid mental model of how the language really works: values and references, scope and closures, objects and prototypes, modules and the event loop.\n\nEvery section ends with a small project and a quiz, and the final assessment checks that you can read, explain and write idiomatic modern JavaScript (ES2023). By the end you will be ready for any framework, because you will understand what the framework is doing for you.',
    category: 'Web Development',
    instructor: 'INS-001',
    level: 'beginner',
    price: 39.99,
    hours: 12,
    status: 'published',
    ageDays: 290,
    popularity: 0.8,
    learn: [
      'Write clean, modern JavaScript (ES2023) with confidence',
      'Understand scope, closures and how `this` really works',
      'Work with arrays and objects using map, filter and reduce',
      'Handle asynchronous code with promises and async/await',
      'Organise code into ES modules',
      'Debug effectively with the browser developer tools',
    ],
    requirements: ['A computer with a modern browser and a code editor (VS Code recommended)', 'No programming experience needed'],
    sections: [
      {
        title: 'Getting Started',
        description: 'Set up your tools and write your first lines of JavaScript.',
        lessons: [
          'v:trailer Welcome and course tour ~1',
          'y:DHjqpvDnNGE JavaScript in 100 seconds ~3',
          't:js-setup Setting up your editor and browser ~10',
        ],
      },
      {
        title: 'Language Fundamentals',
        description: 'Values, variables, functions and control flow.',
        lessons: [
          't:js-values Values, types and variables ~15',
          'v:code Code walkthrough: your first function ~1',
          't:js-functions Functions, scope and closures ~20',
          'q Quiz: fundamentals ~10',
        ],
      },
      {
        title: 'Working with Data',
        description: 'Arrays, objects and the methods you will use every day.',
        lessons: [
          't:js-arrays Array methods: map, filter, reduce ~18',
          'p Cheat sheet: study handout ~10',
          'q Quiz: arrays and objects ~10',
        ],
      },
      {
        title: 'Asynchronous JavaScript',
        description: 'Callbacks, promises, async/await and the event loop.',
        lessons: [
          'y:8aGhZQkoFbQ What the heck is the event loop anyway? (JSConf EU) ~27',
          't:js-async Promises and async/await in practice ~20',
          'a Audio recap: how to practise coding ~1',
        ],
      },
    ],
    assessment: 'published',
  },
  {
    key: 'typescript',
    title: 'TypeScript in Practice',
    short: 'Add types to real JavaScript projects: generics, narrowing, and types that catch bugs before users do.',
    description:
      'TypeScript has become the default for serious JavaScript work, but many teams only scratch the surface. This course goes from annotating your first function to designing types for a real application: unions and narrowing, generics, utility types, and strict compiler settings.\n\nWe migrate a small JavaScript project step by step, so every concept is applied immediately. You will finish knowing not only how to write types, but when a type is worth writing.',
    category: 'Web Development',
    instructor: 'INS-001',
    level: 'intermediate',
    price: 59.99,
    hours: 9,
    status: 'published',
    ageDays: 190,
    popularity: 0.55,
    learn: [
      'Type functions, objects and classes in everyday code',
      'Model data with unions, literal types and discriminated unions',
      'Write reusable generic functions and types',
      'Use utility types such as Partial, Pick and Record',
      'Configure a strict TypeScript project and migrate JavaScript to it',
    ],
    requirements: ['Comfortable with JavaScript (functions, objects, arrays, promises)', 'Node.js 20 or later installed'],
    sections: [
      {
        title: 'Why TypeScript',
        lessons: [
          'v:welcome Welcome to TypeScript in Practice ~1',
          'y:zQnBQ4tB3ZA TypeScript in 100 seconds ~3',
          't:ts-basics Types, inference and annotations ~15',
        ],
      },
      {
        title: 'Modelling Data',
        lessons: [
          't:ts-unions Unions and narrowing ~18',
          'v:code Walkthrough: typing a small function ~1',
          'q Quiz: unions and narrowing ~10',
        ],
      },
      {
        title: 'Generics and Beyond',
        lessons: ['t:ts-generics Generics without fear ~20', 'p Handout: utility types at a glance ~10', 'q Quiz: generics ~10'],
      },
      {
        title: 'Bonus: TypeScript 5.x Features',
        description: 'Coming soon: decorators, const type parameters and more.',
        published: false,
        lessons: ['t Decorators in TypeScript 5 ~12', 't const type parameters ~10'],
      },
    ],
    assessment: 'published',
  },
  {
    key: 'node-apis',
    title: 'Building REST APIs with Node.js',
    short: 'Design, build, test and ship a production-grade REST API with Node.js, PostgreSQL and Fastify.',
    description:
      'Go beyond "hello world" servers. In this course you design and build a complete REST API for a course-booking product: routing, validation, authentication, a PostgreSQL database with migrations, pagination, error handling, logging and tests.\n\nWe focus on the decisions that matter in production: status codes, idempotency, input validation at the edge, transactions, and keeping response times flat as data grows.',
    category: 'Web Development',
    instructor: 'INS-001',
    level: 'advanced',
    price: 79.99,
    hours: 14,
    status: 'published',
    ageDays: 120,
    popularity: 0.35,
    learn: [
      'Design resource-oriented REST endpoints and status codes',
      'Validate input and serialise output with schemas',
      'Use PostgreSQL with migrations, transactions and indexes',
      'Implement session-based authentication securely',
      'Write integration tests that run against a real database',
      'Log, monitor and deploy a Node.js service',
    ],
    requirements: ['Solid JavaScript or TypeScript', 'Basic SQL (SELECT, INSERT, JOIN)', 'Node.js 20+ and Docker installed'],
    sections: [
      {
        title: 'API Design',
        lessons: [
          'v:welcome Welcome and what we will build ~1',
          't:rest-design Designing resources and status codes ~20',
          'y:SxdOUGdseq4 Simple Made Easy (Rich Hickey) ~61',
        ],
      },
      {
        title: 'Building the Service',
        lessons: [
          'v:code Walkthrough: the first route ~1',
          't Validation at the edge ~18',
          't Database access and transactions ~25',
          'q Quiz: API design ~10',
        ],
      },
      {
        title: 'Production Readiness',
        lessons: [
          't Authentication and sessions ~22',
          'p Handout: production checklist ~10',
          't Logging, metrics and graceful shutdown ~15',
          'q Quiz: production readiness ~10',
        ],
      },
    ],
    assessment: 'published',
  },
  {
    key: 'web-a11y',
    title: 'Web Accessibility Essentials',
    short: 'Build websites everyone can use: semantic HTML, keyboard support, ARIA done right and quick audits.',
    description:
      'One in five people live with a disability, and accessible sites are better for everyone: faster, easier to use and better ranked. This free course teaches the essentials every web developer and designer should know, with practical checklists you can apply today.\n\nYou will learn to audit a page with a keyboard and a screen reader, fix the most common problems, and understand what WCAG 2.2 actually asks of you.',
    category: 'Web Development',
    instructor: 'INS-001',
    level: 'beginner',
    price: 0,
    hours: 4,
    status: 'published',
    ageDays: 60,
    popularity: 0.45,
    learn: [
      'Use semantic HTML so assistive technology understands your page',
      'Make every interaction work with a keyboard',
      'Know when (and when not) to use ARIA',
      'Check colour contrast and text alternatives',
      'Run a quick accessibility audit in 15 minutes',
    ],
    requirements: ['Basic HTML and CSS'],
    sections: [
      {
        title: 'Why Accessibility Matters',
        // A reading saved without a length (~0), as instructors often leave one: screens show no length for it.
        lessons: ['v:trailer Welcome ~1', 't:a11y-semantics Semantic HTML first ~0', 'a Audio: a screen reader user describes the web ~1'],
      },
      {
        title: 'Hands-on Fixes',
        lessons: [
          't Keyboard navigation and focus ~15',
          't ARIA: the first rule of ARIA ~12',
          'p Handout: 15-minute audit checklist ~10',
          'q Quiz: accessibility essentials ~8',
        ],
      },
    ],
  },
  {
    key: 'playwright',
    title: 'End-to-End Testing with Playwright',
    short: 'Reliable browser tests that do not flake: locators, fixtures, network mocking and CI.',
    description:
      'End-to-end tests give the most confidence and the most frustration. This course shows how to write Playwright tests that are fast, readable and stable, and how to run them in CI with traces you can actually debug.\n\nThis course is still being recorded.',
    category: 'Web Development',
    instructor: 'INS-001',
    level: 'intermediate',
    price: 49.99,
    hours: 6,
    status: 'draft',
    ageDays: 12,
    popularity: 0,
    learn: [
      'Write resilient tests with role-based locators',
      'Use fixtures and test isolation',
      'Mock network calls',
      'Debug failures with traces',
    ],
    requirements: ['JavaScript or TypeScript basics'],
    sections: [
      { title: 'First Tests', lessons: ['v:welcome Welcome ~1', 't Installing Playwright ~8', 't Locators that survive redesigns ~15'] },
      { title: 'In CI', lessons: ['t Running tests in CI ~12', 'q Quiz: Playwright basics ~8'] },
    ],
    assessment: 'draft',
  },
  {
    key: 'react-patterns',
    title: 'Advanced React Patterns',
    short: 'Compound components, custom hooks, state machines and performance patterns for large React apps.',
    description:
      'A course for developers who already ship React and want their components to scale: composition patterns, custom hooks, server state versus client state, and measuring before optimising.\n\nDraft outline: recording starts next month.',
    category: 'Web Development',
    instructor: 'INS-001',
    level: 'advanced',
    price: 69.99,
    hours: 10,
    status: 'draft',
    ageDays: 5,
    popularity: 0,
    learn: [
      'Design composable component APIs',
      'Extract logic into custom hooks',
      'Separate server and client state',
      'Profile and fix slow renders',
    ],
    requirements: ['Production experience with React'],
    sections: [{ title: 'Composition', lessons: ['y:Tn6-PIqc4UM React in 100 seconds ~3', 't Compound components ~15'] }],
  },
  {
    key: 'angularjs',
    title: 'AngularJS 1.x for Beginners',
    short: 'Controllers, scopes and directives in AngularJS 1.x (retired: AngularJS reached end of life).',
    description:
      'This course taught AngularJS 1.x, which reached end of life in January 2022. It is archived and kept only for learners who enrolled before, who can still revisit their progress.\n\nFor modern front-end development, see Modern JavaScript from Scratch and TypeScript in Practice.',
    category: 'Web Development',
    instructor: 'INS-001',
    level: 'beginner',
    price: 19.99,
    hours: 5,
    status: 'archived',
    ageDays: 420,
    popularity: 0.3,
    learn: ['Build a small single-page app with AngularJS', 'Use controllers, scopes and two-way binding', 'Write a custom directive'],
    requirements: ['Basic JavaScript'],
    sections: [
      { title: 'Getting Started', lessons: ['v:welcome Welcome ~1', 't Controllers and scopes ~12', 't Two-way data binding ~10'] },
      { title: 'Directives', lessons: ['t Built-in directives ~12', 'q Quiz: AngularJS basics ~8'] },
    ],
  },
  {
    key: 'css-layout',
    title: 'CSS Layout Mastery: Flexbox and Grid',
    short: 'Stop fighting CSS. Build any layout with Flexbox and Grid, responsive from the first line.',
    description:
      'Layouts are where most people give up on CSS. This course explains the two modern layout systems from first principles, with dozens of small, real-world examples: navigation bars, card grids, holy-grail layouts, and responsive dashboards.\n\nYou will learn which tool fits which problem, how intrinsic sizing works, and how to build layouts that adapt without a pile of media queries.',
    category: 'Web Development',
    instructor: 'INS-004',
    level: 'beginner',
    price: 29.99,
    hours: 5,
    status: 'published',
    ageDays: 240,
    popularity: 0.5,
    learn: [
      'Lay out components with Flexbox',
      'Build page layouts with CSS Grid',
      'Create responsive layouts with few media queries',
      'Understand intrinsic sizing: min-content, max-content and fr',
    ],
    requirements: ['Basic HTML and CSS selectors'],
    sections: [
      {
        title: 'Flexbox',
        lessons: [
          'y:OEV8gMkCHXQ CSS in 100 seconds ~3',
          't:css-flex Flexbox from first principles ~15',
          'v:code Walkthrough: a responsive navbar ~1',
        ],
      },
      {
        title: 'Grid',
        lessons: [
          't Grid tracks, areas and fr units ~18',
          't Responsive grids with auto-fit and minmax ~12',
          'q Quiz: Flexbox or Grid? ~8',
        ],
      },
      { title: 'Putting It Together', lessons: ['p Handout: layout cheat sheet ~10', 't Building a dashboard layout ~20'] },
    ],
  },
  // ---------------------------------------------------------------- Data Science (INS-002)
  {
    key: 'python-data',
    title: 'Data Analysis with Python and pandas',
    short: 'Clean, explore and summarise real data sets with Python, pandas and Jupyter notebooks.',
    description:
      'Spreadsheets get you far, until the data has a million rows or needs the same cleaning every week. This course teaches practical data analysis with Python and pandas, from loading messy CSV files to answering business questions with grouped summaries and charts.\n\nWe work with real public data sets throughout: city bike trips, house prices and a retail transactions log. No statistics degree required.',
    category: 'Data Science',
    instructor: 'INS-002',
    level: 'beginner',
    price: 49.99,
    hours: 10,
    status: 'published',
    ageDays: 260,
    popularity: 0.75,
    learn: [
      'Load, inspect and clean data with pandas',
      'Filter, sort, group and aggregate',
      'Join data sets and reshape tables',
      'Plot results with matplotlib',
      'Work reproducibly in Jupyter notebooks',
    ],
    requirements: ['Basic Python (variables, lists, functions)', 'Python 3.11+ with Jupyter, or a free Google Colab account'],
    sections: [
      {
        title: 'Setup and First Look',
        lessons: [
          'v:welcome Welcome and the data sets ~1',
          'y:x7X9w_GIm1s Python in 100 seconds ~3',
          't:pandas-intro Your first DataFrame ~15',
        ],
      },
      {
        title: 'Cleaning Data',
        lessons: ['t Missing values and types ~18', 'v:concept The big picture: tidy data ~1', 'q Quiz: cleaning data ~10'],
      },
      {
        title: 'Answering Questions',
        lessons: [
          't:pandas-groupby Group by and aggregate ~20',
          'p Handout: pandas cheat sheet ~10',
          't Joining and reshaping ~18',
          'q Quiz: grouping and joining ~10',
        ],
      },
      {
        title: 'Communicating Results',
        lessons: [
          'y:hVimVzgtD6w The best stats you have ever seen (Hans Rosling) ~20',
          't Plotting with matplotlib ~15',
          'a Audio: presenting numbers to humans ~1',
        ],
      },
    ],
    assessment: 'published',
  },
  {
    key: 'ml-foundations',
    title: 'Machine Learning Foundations',
    short: 'Understand how machine learning really works, from linear regression to neural networks, with scikit-learn.',
    description:
      'Machine learning is everywhere, but it is still taught either as magic or as pages of equations. This course takes the middle path: the intuition behind each algorithm, just enough maths to trust it, and hands-on practice with scikit-learn on real problems.\n\nYou will train, evaluate and compare models for regression and classification, avoid the classic traps (data leakage, overfitting, misleading metrics) and finish with a gentle introduction to neural networks.',
    category: 'Data Science',
    instructor: 'INS-002',
    level: 'intermediate',
    price: 89.99,
    hours: 16,
    status: 'published',
    ageDays: 150,
    popularity: 0.9,
    learn: [
      'Frame a business problem as a machine learning task',
      'Train regression and classification models with scikit-learn',
      'Evaluate models with the right metrics and cross-validation',
      'Spot and prevent overfitting and data leakage',
      'Explain how neural networks learn with gradient descent',
    ],
    requirements: ['Python and pandas basics', 'High-school algebra; no calculus needed'],
    sections: [
      {
        title: 'What Is Machine Learning?',
        lessons: [
          'v:welcome Welcome and course map ~1',
          'v:concept Learning from data: the big picture ~1',
          't:ml-workflow The machine learning workflow ~15',
        ],
      },
      {
        title: 'Supervised Learning',
        lessons: [
          't Linear regression, intuitively ~20',
          'y:fNk_zzaMoSs Vectors, what even are they? (3Blue1Brown) ~10',
          't Classification and decision trees ~20',
          'q Quiz: supervised learning ~12',
        ],
      },
      {
        title: 'Evaluating Models',
        lessons: ['t:ml-metrics Train, validate, test ~18', 'p Handout: choosing a metric ~10', 'q Quiz: evaluation ~10'],
      },
      {
        title: 'Neural Networks',
        lessons: [
          'y:aircAruvnKk But what is a neural network? (3Blue1Brown) ~19',
          'y:IHZwWFHWa-w Gradient descent, how neural networks learn ~21',
          'a Audio recap: deliberate practice for data scientists ~1',
        ],
      },
    ],
    assessment: 'published',
  },
  {
    key: 'sql-analytics',
    title: 'SQL for Data Analytics',
    short: 'Query any database with confidence: SELECT to window functions, with an analyst mindset.',
    description:
      'SQL is the most useful skill an analyst can learn in a weekend, and this free course gets you there. Starting from SELECT, we build up to joins, aggregation, subqueries, common table expressions and window functions, answering realistic questions about an online shop.\n\nEvery lesson has exercises you can run in your browser, and the quizzes check that you can read queries as well as write them.',
    category: 'Data Science',
    instructor: 'INS-002',
    level: 'beginner',
    price: 0,
    hours: 6,
    status: 'published',
    ageDays: 210,
    popularity: 0.7,
    learn: [
      'Write SELECT queries with filters and sorting',
      'Combine tables with joins',
      'Summarise with GROUP BY and HAVING',
      'Use CTEs and window functions for analytics',
    ],
    requirements: ['None: the course uses a browser-based SQL playground'],
    sections: [
      {
        title: 'Querying Basics',
        lessons: [
          'y:zsjvFFKOm3c SQL explained in 100 seconds ~3',
          't:sql-select SELECT, WHERE and ORDER BY ~12',
          'q Quiz: query basics ~8',
        ],
      },
      {
        title: 'Joins and Aggregation',
        lessons: ['t:sql-joins Joins explained with two tables ~15', 't GROUP BY and HAVING ~12', 'q Quiz: joins and grouping ~8'],
      },
      {
        title: 'Analytics Patterns',
        lessons: ['t Common table expressions ~12', 't Window functions for running totals ~15', 'p Handout: SQL patterns ~10'],
      },
    ],
  },
  {
    key: 'data-viz',
    title: 'Data Storytelling and Visualization',
    short: 'Turn analysis into decisions: choose the right chart, remove clutter and tell a story with data.',
    description:
      'A correct analysis that nobody understands changes nothing. This course teaches the craft of communicating with data: choosing chart types, designing for the eye, writing headlines that say what the chart means, and structuring a presentation around a decision.\n\nWe redesign dozens of real charts from reports and dashboards, and you will build a short data story of your own.',
    category: 'Data Science',
    instructor: 'INS-002',
    level: 'intermediate',
    price: 44.99,
    hours: 7,
    status: 'published',
    ageDays: 95,
    popularity: 0.4,
    learn: [
      'Choose the right chart for the question',
      'Declutter charts and direct attention',
      'Write chart titles that state the insight',
      'Structure a data presentation around a decision',
    ],
    requirements: ['Any charting tool: Excel, Google Sheets, Tableau or Python'],
    sections: [
      {
        title: 'Seeing Data',
        lessons: [
          'v:welcome Welcome ~1',
          'y:hVimVzgtD6w Hans Rosling: the best stats you have ever seen ~20',
          't:viz-choose Choosing the right chart ~15',
        ],
      },
      {
        title: 'Designing Charts',
        lessons: [
          't Decluttering step by step ~15',
          'm:1084537 Storytelling study: Big Buck Bunny (Blender Foundation) ~10',
          'q Quiz: chart choice ~8',
        ],
      },
      {
        title: 'Telling the Story',
        lessons: [
          't The three-act data presentation ~15',
          'p Handout: storytelling checklist ~10',
          'a Audio: rehearsing your data story ~1',
        ],
      },
    ],
  },
  {
    key: 'prompt-eng',
    title: 'Prompt Engineering for Analysts',
    short: 'Use large language models to speed up analysis, safely: prompting patterns, evaluation and pitfalls.',
    description:
      'A practical course on using LLMs for analytics work: writing SQL, summarising data and checking the results.\n\nDraft: outline under review.',
    category: 'Data Science',
    instructor: 'INS-002',
    level: 'intermediate',
    price: 39.99,
    hours: 4,
    status: 'draft',
    ageDays: 18,
    popularity: 0,
    learn: ['Write clear, structured prompts', 'Verify model output against data', 'Protect sensitive data'],
    requirements: ['Basic SQL or spreadsheets'],
    sections: [
      { title: 'Prompting Patterns', lessons: ['t Anatomy of a good prompt ~10', 't Checking the answers ~12', 'q Quiz: prompting ~6'] },
    ],
  },
  // ---------------------------------------------------------------- Design (INS-004)
  {
    key: 'ux-fundamentals',
    title: 'UX Design Fundamentals',
    short: 'Research, define, ideate and test: a complete, practical introduction to user experience design.',
    description:
      'Good products are designed around people, not features. This course walks through the full UX process with one realistic project, a neighbourhood tool-sharing app: interviewing users, synthesising research, mapping journeys, sketching, wireframing and usability testing.\n\nYou will leave with a portfolio-ready case study and a toolkit of methods you can use in any team, whatever your job title.',
    category: 'Design',
    instructor: 'INS-004',
    level: 'beginner',
    price: 54.99,
    hours: 8,
    status: 'published',
    ageDays: 230,
    popularity: 0.65,
    learn: [
      'Plan and run user interviews',
      'Turn research into personas and journey maps',
      'Sketch and wireframe solutions quickly',
      'Run a usability test and act on the findings',
      'Present a UX case study',
    ],
    requirements: ['No design experience needed', 'Paper and pen; Figma (free plan) for later lessons'],
    sections: [
      {
        title: 'Thinking Like a Designer',
        lessons: [
          'v:welcome Welcome to UX ~1',
          'y:RlQEoJaLQRA Don Norman: 3 ways good design makes you happy ~13',
          't:ux-process The UX process in one page ~12',
        ],
      },
      {
        title: 'Research',
        lessons: ['t:ux-interviews Running user interviews ~18', 'p Handout: interview guide template ~10', 'q Quiz: research methods ~8'],
      },
      {
        title: 'From Ideas to Prototypes',
        lessons: [
          'y:9uOMectkCCs Tony Fadell: the first secret of great design ~16',
          't Sketching and wireframes ~15',
          'v:concept The big picture: fidelity levels ~1',
        ],
      },
      {
        title: 'Testing',
        lessons: ['t Usability testing on a budget ~15', 'a Audio: what users say versus what they do ~1', 'q Quiz: usability testing ~8'],
      },
    ],
    assessment: 'published',
  },
  {
    key: 'figma-systems',
    title: 'UI Design Systems in Figma',
    short: 'Build a scalable design system: tokens, components, variants and documentation that teams adopt.',
    description:
      'Design systems save teams thousands of hours, when people actually use them. In this course you build a complete, small design system in Figma: colour and type tokens, spacing, components with variants and properties, and documentation.\n\nWe also cover the human side: naming, governance, versioning and working with developers so that design and code stay in sync.',
    category: 'Design',
    instructor: 'INS-004',
    level: 'intermediate',
    price: 64.99,
    hours: 9,
    status: 'published',
    ageDays: 130,
    popularity: 0.45,
    learn: [
      'Define colour, type and spacing tokens',
      'Build components with variants and properties',
      'Document components for designers and developers',
      'Version and govern a design system',
    ],
    requirements: ['Basic Figma skills (frames, auto layout)', 'A free Figma account'],
    sections: [
      {
        title: 'Foundations',
        lessons: ['v:welcome Welcome ~1', 't:design-tokens Design tokens explained ~15', 'm:76979871 Case study: the new Vimeo player ~2'],
      },
      {
        title: 'Components',
        lessons: ['t Components, variants and properties ~20', 't Auto layout patterns ~15', 'q Quiz: components ~8'],
      },
      {
        title: 'Adoption',
        lessons: ['t Documentation people read ~12', 'p Handout: design system launch checklist ~10', 'q Quiz: governance ~6'],
      },
    ],
  },
  {
    key: 'typography',
    title: 'Typography for Digital Products',
    short: 'Choose, pair and set type for screens: hierarchy, readability and type scales in one short course.',
    description:
      'Ninety percent of most interfaces is text. This short free course teaches the typographic decisions that make interfaces calm and readable: choosing typefaces, building a type scale, line length and spacing, and hierarchy.\n\nEach lesson ends with a before-and-after redesign you can try yourself.',
    category: 'Design',
    instructor: 'INS-004',
    level: 'beginner',
    price: 0,
    hours: 3,
    status: 'published',
    ageDays: 40,
    popularity: 0.5,
    learn: [
      'Pick typefaces that suit the product',
      'Build a modular type scale',
      'Set comfortable line length and spacing',
      'Create clear hierarchy with few styles',
    ],
    requirements: ['None'],
    sections: [
      {
        title: 'Type Basics',
        lessons: [
          'v:welcome Welcome ~1',
          't:type-scale Building a type scale ~12',
          'm:22439234 Rhythm and pacing: The Mountain (timelapse) ~3',
        ],
      },
      {
        title: 'Setting Text',
        lessons: ['t Line length, leading and spacing ~10', 'p Handout: type pairing cheat sheet ~8', 'q Quiz: typography ~6'],
      },
    ],
  },
  // ---------------------------------------------------------------- Business (INS-005)
  {
    key: 'startup-finance',
    title: 'Startup Finance for Founders',
    short: 'Unit economics, runway, fundraising and the three financial statements, explained for non-accountants.',
    description:
      'Most start-ups do not die from bad products, they run out of money. This course gives founders and early employees the financial literacy to make good decisions: reading the three statements, unit economics, burn and runway, pricing, and what investors actually look at.\n\nEverything is built around a simple spreadsheet model of a subscription business that you will adapt to your own idea.',
    category: 'Business',
    instructor: 'INS-005',
    level: 'beginner',
    price: 39.99,
    hours: 6,
    status: 'published',
    ageDays: 200,
    popularity: 0.4,
    learn: [
      'Read a profit and loss statement, balance sheet and cash-flow statement',
      'Calculate CAC, LTV and payback period',
      'Model burn rate and runway',
      'Prepare the numbers for a seed round',
    ],
    requirements: ['A spreadsheet tool (Excel or Google Sheets)'],
    sections: [
      {
        title: 'The Numbers That Matter',
        lessons: ['v:welcome Welcome ~1', 't:finance-statements The three financial statements ~18', 'q Quiz: statements ~8'],
      },
      {
        title: 'Unit Economics',
        lessons: [
          't:unit-economics CAC, LTV and payback ~15',
          'p Handout: unit economics worksheet ~10',
          'v:concept The big picture: growth versus burn ~1',
        ],
      },
      {
        title: 'Fundraising',
        lessons: ['t Runway and when to raise ~12', 'a Audio: an investor on reading a pitch ~1', 'q Quiz: fundraising ~8'],
      },
    ],
  },
  {
    key: 'digital-marketing',
    title: 'Digital Marketing Strategy',
    short: 'Plan and measure campaigns across search, social, email and content, with a budget that makes sense.',
    description:
      'Digital marketing is a maze of channels and acronyms. This course gives you a clear strategy framework first, then practical playbooks for search, social, email and content marketing, and finally measurement: attribution, funnels and experiments.\n\nYou will build a complete 90-day marketing plan for a real or imagined product.',
    category: 'Business',
    instructor: 'INS-005',
    level: 'beginner',
    price: 34.99,
    hours: 8,
    status: 'published',
    ageDays: 165,
    popularity: 0.5,
    learn: [
      'Define positioning and target audiences',
      'Choose channels based on the customer journey',
      'Plan search, social and email campaigns',
      'Measure results with funnels and simple A/B tests',
    ],
    requirements: ['None'],
    sections: [
      {
        title: 'Strategy First',
        lessons: ['v:welcome Welcome ~1', 'y:u4ZoJKF_VuA Simon Sinek: Start with why ~18', 't Positioning and audiences ~15'],
      },
      { title: 'Channels', lessons: ['t Search and content ~18', 't Social and email ~15', 'q Quiz: channels ~8'] },
      {
        title: 'Measurement',
        lessons: ['t:funnels Funnels and conversion rates ~15', 'p Handout: 90-day plan template ~10', 'q Quiz: measurement ~8'],
      },
    ],
  },
  {
    key: 'product-management',
    title: 'Product Management Essentials',
    short: 'Discover what to build, prioritise ruthlessly and ship outcomes, not features.',
    description:
      'Product managers sit where business, design and technology meet. This course teaches the core craft: understanding customer problems, writing strong problem statements, prioritising a roadmap, working with engineering, and measuring outcomes.\n\nIt is practical and opinionated, with templates and real examples from marketplace and SaaS products.',
    category: 'Business',
    instructor: 'INS-005',
    level: 'intermediate',
    price: 69.99,
    hours: 10,
    status: 'published',
    ageDays: 75,
    popularity: 0.55,
    learn: [
      'Run continuous discovery with customers',
      'Write problem statements and success metrics',
      'Prioritise with RICE and opportunity trees',
      'Plan and communicate a roadmap',
    ],
    requirements: ['Some experience working in a product team helps, but is not required'],
    sections: [
      {
        title: 'The Role',
        lessons: ['v:welcome Welcome ~1', 't What product managers actually do ~12', 'a Audio: a day in the life of a PM ~1'],
      },
      {
        title: 'Discovery',
        lessons: ['t Customer interviews for PMs ~15', 't:problem-statements Writing problem statements ~12', 'q Quiz: discovery ~8'],
      },
      {
        title: 'Delivery',
        lessons: ['t:prioritisation Prioritisation with RICE ~15', 'p Handout: one-page product brief ~10', 'q Quiz: prioritisation ~8'],
      },
    ],
    assessment: 'published',
  },
  {
    // Short on purpose, with one lesson of each non-quiz kind and a final assessment of objective
    // questions only: the course player's end-to-end journey completes it, takes the assessment and
    // gets the certificate in a few steps, with no grading in between (e2e/tests/player.spec.ts).
    key: 'workplace-safety',
    title: 'Workplace Safety Essentials',
    short: 'Spot hazards, prevent accidents and report incidents: the safety basics every employee needs.',
    description:
      'Most workplace accidents are preventable. This free, one-hour course covers the essentials of staying safe at work: how to spot common hazards before they hurt someone, what to do with a risk you find, and how to report incidents and near misses so that they do not happen again.\n\nIt ends with a checklist you can use on your next walk around the office, warehouse or shop floor.',
    category: 'Business',
    instructor: 'INS-005',
    level: 'beginner',
    price: 0,
    hours: 1,
    status: 'published',
    ageDays: 70,
    popularity: 0.2,
    learn: [
      'Recognise the most common workplace hazards',
      'Use a simple checklist for a safety walk',
      'Know what to do when you find a risk',
      'Report incidents and near misses the right way',
    ],
    requirements: ['None'],
    sections: [
      {
        title: 'Safety Basics',
        lessons: [
          'v:welcome Welcome to workplace safety ~1',
          't:safety-hazards Spotting hazards before they hurt ~6',
          'p Handout: safety walk checklist ~5',
        ],
      },
      {
        title: 'Acting on Risks',
        lessons: ['a Audio: a safety officer on near misses ~1', 't:safety-reporting Reporting incidents and near misses ~5'],
      },
    ],
    assessment: 'published',
    assessmentEssays: 0,
  },
  // ---------------------------------------------------------------- Leadership (INS-007)
  {
    key: 'first-time-manager',
    title: 'The First-Time Manager',
    short: 'From great individual contributor to great manager: one-to-ones, delegation, feedback and hard conversations.',
    description:
      'Nobody teaches you how to manage, and the skills that got you promoted are not the ones you need now. This course covers the fundamentals of managing people in your first year: running one-to-ones, setting expectations, delegating, giving feedback and handling difficult conversations.\n\nEvery lesson includes scripts and templates you can use the same week.',
    category: 'Leadership',
    instructor: 'INS-007',
    level: 'beginner',
    price: 49.99,
    hours: 6,
    status: 'published',
    ageDays: 180,
    popularity: 0.5,
    learn: [
      'Run effective weekly one-to-ones',
      'Delegate outcomes, not tasks',
      'Give clear, kind feedback',
      'Handle underperformance early and fairly',
    ],
    requirements: ['You manage people now, or will soon'],
    sections: [
      {
        title: 'The Job Has Changed',
        lessons: [
          'v:welcome Welcome ~1',
          'y:rrkrvAUbU9Y Dan Pink: the puzzle of motivation ~19',
          't:one-on-ones One-to-ones that matter ~12',
        ],
      },
      {
        title: 'Getting Work Done Through Others',
        lessons: ['t:delegation Delegation levels ~12', 'p Handout: one-to-one agenda template ~8', 'q Quiz: delegation ~6'],
      },
      {
        title: 'Hard Conversations',
        lessons: ['t Feedback with the SBI model ~12', 'a Audio: rehearsing a difficult conversation ~1', 'q Quiz: feedback ~6'],
      },
    ],
    assessment: 'published',
  },
  {
    key: 'feedback',
    title: 'Giving and Receiving Feedback',
    short: 'A short, practical course on feedback that helps people grow, and on hearing feedback without flinching.',
    description:
      'Feedback is the cheapest way to improve performance, and the most avoided. This free course teaches a simple model for giving feedback, how to make it a habit in your team, and how to receive feedback well, even when it is badly delivered.',
    category: 'Leadership',
    instructor: 'INS-007',
    level: 'beginner',
    price: 0,
    hours: 2,
    status: 'published',
    ageDays: 25,
    popularity: 0.45,
    learn: ['Use the situation-behaviour-impact model', 'Make feedback a routine, not an event', 'Receive feedback with curiosity'],
    requirements: ['None'],
    sections: [
      {
        title: 'Giving Feedback',
        lessons: [
          'y:eIho2S0ZahI Julian Treasure: how to speak so that people want to listen ~10',
          't:sbi The SBI model ~8',
          'q Quiz: giving feedback ~5',
        ],
      },
      { title: 'Receiving Feedback', lessons: ['t Listening without defending ~8', 'a Audio: three questions to ask after feedback ~1'] },
    ],
  },
  {
    key: 'remote-teams',
    title: 'Leading Remote and Hybrid Teams',
    short: 'Build trust, rhythm and clarity when your team is spread across cities and time zones.',
    description:
      'Remote work removes the hallway and the whiteboard, and with them most of the ways managers used to sense how the team is doing. This course teaches how to design a remote operating rhythm: written communication, meetings worth having, asynchronous decision-making and deliberate connection.\n\nBased on interviews with managers of fully remote teams in 20 countries.',
    category: 'Leadership',
    instructor: 'INS-007',
    level: 'intermediate',
    price: 44.99,
    hours: 5,
    status: 'published',
    ageDays: 110,
    popularity: 0.35,
    learn: [
      'Design a weekly team rhythm',
      'Write decision documents that replace meetings',
      'Run inclusive hybrid meetings',
      'Notice and prevent burnout',
    ],
    requirements: ['Experience leading or working in a team'],
    sections: [
      {
        title: 'Operating Rhythm',
        lessons: [
          'v:welcome Welcome ~1',
          't:async Async first, not async only ~12',
          'y:RcGyVTAoXEU Kelly McGonigal: how to make stress your friend ~14',
        ],
      },
      {
        title: 'Connection and Care',
        lessons: ['t Hybrid meetings that include everyone ~10', 'p Handout: team working agreement ~8', 'q Quiz: remote leadership ~6'],
      },
    ],
  },
  // ---------------------------------------------------------------- Cybersecurity (INS-003)
  {
    key: 'security-fundamentals',
    title: 'Cybersecurity Fundamentals',
    short: 'How attacks work and how to defend against them: passwords, phishing, networks and encryption.',
    description:
      "Security is everyone's job. This free course explains the core ideas of cybersecurity in plain language: the CIA triad, common attacks from phishing to ransomware, how encryption and hashing protect data, network basics, and the habits that stop most incidents.\n\nIt is the right first course before any security certification, and useful for anyone who works with a computer.",
    category: 'Cybersecurity',
    instructor: 'INS-003',
    level: 'beginner',
    price: 0,
    hours: 7,
    status: 'published',
    ageDays: 270,
    popularity: 0.85,
    learn: [
      'Explain confidentiality, integrity and availability',
      'Recognise phishing and social engineering',
      'Understand hashing, symmetric and public-key encryption',
      'Apply password managers and multi-factor authentication',
      'Respond sensibly to a security incident',
    ],
    requirements: ['None'],
    sections: [
      {
        title: 'Security Basics',
        lessons: [
          'v:welcome Welcome ~1',
          't:cia-triad The CIA triad ~10',
          'y:cf3zxHuSM2Y Mikko Hypponen: fighting viruses, defending the net ~18',
        ],
      },
      {
        title: 'Cryptography',
        lessons: [
          'y:b4b8ktEV4Bg Hashing algorithms and security (Computerphile) ~8',
          'y:GSIDS_lvRv4 Public key cryptography (Computerphile) ~6',
          't:hashing Hashing versus encryption ~12',
          'q Quiz: cryptography ~8',
        ],
      },
      {
        title: 'Everyday Defence',
        lessons: [
          't:phishing Spotting phishing ~10',
          'p Handout: personal security checklist ~8',
          'a Audio: anatomy of a real phishing call ~1',
          'q Quiz: everyday defence ~6',
        ],
      },
    ],
    assessment: 'published',
  },
  {
    key: 'ethical-hacking',
    title: 'Ethical Hacking and Penetration Testing',
    short: 'Think like an attacker: reconnaissance, exploitation and reporting in a legal home lab.',
    description:
      'Penetration testers find weaknesses before criminals do. This hands-on course builds a safe home lab and walks through a complete engagement: scoping and rules of engagement, reconnaissance, scanning, exploitation of common vulnerabilities, privilege escalation, and writing a report that gets things fixed.\n\nAll techniques are practised only against machines you own. Legal and ethical boundaries are covered first, and often.',
    category: 'Cybersecurity',
    instructor: 'INS-003',
    level: 'advanced',
    price: 99.99,
    hours: 20,
    status: 'published',
    ageDays: 140,
    popularity: 0.4,
    learn: [
      'Set up an isolated penetration-testing lab',
      'Perform reconnaissance and service enumeration',
      'Exploit common web and network vulnerabilities',
      'Escalate privileges on Linux hosts',
      'Write a clear, prioritised findings report',
    ],
    requirements: [
      'Comfortable with the Linux command line',
      'Networking basics (IP, TCP, DNS)',
      'A computer with 16 GB RAM for virtual machines',
    ],
    sections: [
      {
        title: 'Rules of Engagement',
        lessons: ['v:welcome Welcome and lab overview ~1', 't Scope, permission and the law ~12', 'y:rrB13utjYV4 Linux in 100 seconds ~3'],
      },
      {
        title: 'Reconnaissance',
        lessons: ['t:nmap Scanning with nmap ~20', 'v:code Walkthrough: reading scan output ~1', 'q Quiz: reconnaissance ~10'],
      },
      {
        title: 'Exploitation',
        lessons: ['t Exploiting a vulnerable web app ~25', 't Privilege escalation on Linux ~25', 'q Quiz: exploitation ~10'],
      },
      { title: 'Reporting', lessons: ['p Handout: findings report template ~10', 't Writing findings that get fixed ~12'] },
    ],
    assessment: 'published',
  },
  {
    key: 'owasp',
    title: 'Secure Coding: OWASP Top 10',
    short: 'Find and fix the ten most critical web application risks, with vulnerable and fixed code side by side.',
    description:
      'Most breaches start with a known class of bug. This course goes through the OWASP Top 10 with real code: how each vulnerability happens, how attackers exploit it, and how to fix it properly in your framework. Injection, broken access control, cryptographic failures, SSRF and more.\n\nAimed at developers who want to ship secure code without becoming full-time security specialists.',
    category: 'Cybersecurity',
    instructor: 'INS-003',
    level: 'intermediate',
    price: 59.99,
    hours: 8,
    status: 'published',
    ageDays: 85,
    popularity: 0.5,
    learn: [
      'Prevent SQL injection with parameterised queries',
      'Enforce access control on every request',
      'Store passwords and secrets correctly',
      'Defend against XSS, CSRF and SSRF',
    ],
    requirements: ['Experience building web applications in any language'],
    sections: [
      {
        title: 'Injection and Access Control',
        lessons: [
          'v:welcome Welcome ~1',
          't:sql-injection SQL injection and parameterised queries ~15',
          't Broken access control ~15',
          'q Quiz: injection ~8',
        ],
      },
      {
        title: 'Data Protection',
        lessons: [
          't Password storage done right ~12',
          'v:code Walkthrough: fixing a vulnerable endpoint ~1',
          'p Handout: secure code review checklist ~10',
        ],
      },
      {
        title: 'Browser Attacks',
        lessons: ['t XSS and Content Security Policy ~15', 't CSRF and SameSite cookies ~10', 'q Quiz: browser attacks ~8'],
      },
    ],
  },
  // ---------------------------------------------------------------- Cloud & DevOps (INS-006)
  {
    key: 'docker',
    title: 'Docker and Containers from Zero',
    short: 'Package any application into a container, run multi-service apps with Compose, and ship with confidence.',
    description:
      '"It works on my machine" stops being a problem once you use containers. This course explains what containers really are (and are not), then teaches Docker hands-on: images, Dockerfiles, volumes, networks and Docker Compose for multi-service applications.\n\nWe finish by building small, secure production images and pushing them to a registry.',
    category: 'Cloud & DevOps',
    instructor: 'INS-006',
    level: 'beginner',
    price: 44.99,
    hours: 8,
    status: 'published',
    ageDays: 250,
    popularity: 0.7,
    learn: [
      'Explain how containers differ from virtual machines',
      'Write efficient Dockerfiles with multi-stage builds',
      'Persist data with volumes',
      'Run multi-service apps with Docker Compose',
      'Build small, secure production images',
    ],
    requirements: ['Basic command-line skills', 'Docker Desktop or Docker Engine installed'],
    sections: [
      {
        title: 'Containers Explained',
        lessons: [
          'v:welcome Welcome ~1',
          'y:Gjnup-PuquQ Docker in 100 seconds ~3',
          't:containers-vs-vms Containers versus virtual machines ~10',
        ],
      },
      {
        title: 'Images and Dockerfiles',
        lessons: ['t:dockerfile Writing a good Dockerfile ~18', 'v:code Walkthrough: a multi-stage build ~1', 'q Quiz: images ~8'],
      },
      {
        title: 'Compose and Production',
        lessons: ['t Docker Compose for local development ~15', 'p Handout: Docker command cheat sheet ~8', 'q Quiz: Compose ~6'],
      },
    ],
    assessment: 'published',
  },
  {
    key: 'kubernetes',
    title: 'Kubernetes for Developers',
    short: 'Deploy, scale and debug applications on Kubernetes without becoming a cluster administrator.',
    description:
      'Kubernetes is how most companies run containers at scale, and developers increasingly own their deployments. This course teaches the Kubernetes you need as a developer: pods, deployments, services, config and secrets, health checks, autoscaling and debugging.\n\nAll exercises run on a local cluster with kind, so you do not need a cloud account.',
    category: 'Cloud & DevOps',
    instructor: 'INS-006',
    level: 'intermediate',
    price: 79.99,
    hours: 12,
    status: 'published',
    ageDays: 100,
    popularity: 0.45,
    learn: [
      'Deploy applications with Deployments and Services',
      'Manage configuration and secrets',
      'Add liveness and readiness probes',
      'Scale automatically and roll out safely',
      'Debug failing pods with kubectl',
    ],
    requirements: ['Docker basics', 'kubectl and kind installed (setup lesson included)'],
    sections: [
      {
        title: 'Core Concepts',
        lessons: ['v:welcome Welcome ~1', 'y:PziYflu8cB8 Kubernetes in 100 seconds ~3', 't:k8s-objects Pods, Deployments and Services ~18'],
      },
      {
        title: 'Running Real Apps',
        lessons: ['t Configuration and secrets ~15', 't Probes and rolling updates ~15', 'q Quiz: workloads ~8'],
      },
      {
        title: 'Operating',
        lessons: ['t Debugging with kubectl ~15', 'p Handout: kubectl cheat sheet ~8', 'a Audio: lessons from a production outage ~1'],
      },
    ],
    assessment: 'draft',
  },
  {
    key: 'aws-fundamentals',
    title: 'Cloud Fundamentals on AWS',
    short: 'The core AWS services explained simply: compute, storage, networking, IAM and cost control.',
    description:
      'The cloud can feel like hundreds of services with cryptic names. This free course cuts it down to what matters first: regions and availability zones, EC2 and Lambda, S3, VPC networking, IAM and the shared responsibility model, and keeping your bill under control.\n\nA good preparation for the AWS Certified Cloud Practitioner exam.',
    category: 'Cloud & DevOps',
    instructor: 'INS-006',
    level: 'beginner',
    price: 0,
    hours: 6,
    status: 'published',
    ageDays: 30,
    popularity: 0.6,
    learn: [
      'Explain regions, availability zones and the shared responsibility model',
      'Choose between EC2, containers and Lambda',
      'Store data in S3 safely',
      'Grant least-privilege access with IAM',
      'Set budgets and alerts',
    ],
    requirements: ['None; an AWS free-tier account is optional'],
    sections: [
      {
        title: 'Cloud Concepts',
        lessons: [
          'v:welcome Welcome ~1',
          't:shared-responsibility The shared responsibility model ~10',
          'v:concept The big picture: regions and zones ~1',
        ],
      },
      {
        title: 'Core Services',
        lessons: ['t Compute: EC2, containers and Lambda ~15', 't Storage: S3 and its storage classes ~12', 'q Quiz: core services ~8'],
      },
      {
        title: 'Security and Cost',
        lessons: ['t:iam IAM and least privilege ~15', 'p Handout: AWS cost checklist ~8', 'q Quiz: security and cost ~6'],
      },
    ],
  },
  {
    key: 'terraform',
    title: 'Infrastructure as Code with Terraform',
    short: 'Provision cloud infrastructure reproducibly with Terraform: modules, state, workspaces and CI pipelines.',
    description:
      'Clicking through a cloud console does not scale and cannot be reviewed. This course teaches Terraform from the ground up and then the practices teams rely on: remote state and locking, reusable modules, environments, policy checks and running plans in pull requests.\n\nWe provision a complete web application stack on AWS, then tear it down with one command.',
    category: 'Cloud & DevOps',
    instructor: 'INS-006',
    level: 'advanced',
    price: 69.99,
    hours: 10,
    status: 'published',
    ageDays: 15,
    popularity: 0.3,
    learn: [
      'Write Terraform configurations with variables and outputs',
      'Manage remote state safely',
      'Design reusable modules',
      'Run plans and applies from CI with review',
    ],
    requirements: ['Cloud fundamentals (any provider)', 'Comfortable with Git and the command line'],
    sections: [
      {
        title: 'Terraform Basics',
        lessons: [
          'v:welcome Welcome ~1',
          't:terraform-basics Providers, resources and the plan ~15',
          'v:code Walkthrough: your first apply ~1',
        ],
      },
      {
        title: 'Working in Teams',
        lessons: [
          't Remote state and locking ~15',
          't Modules and environments ~18',
          'p Handout: Terraform review checklist ~8',
          'q Quiz: state and modules ~8',
        ],
      },
    ],
  },
];
