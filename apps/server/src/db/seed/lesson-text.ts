// Markdown bodies of the demo's text lessons: hand-written articles by key, and a generated
// fallback (per category) for the text lessons that have no article of their own.
import type { CategoryName, CourseSeed } from './catalogue-data.js';

const fence = '```';

export const ARTICLES: Record<string, string> = {
  'js-setup': `# Setting up your editor and browser

You need only two tools for this course: a **code editor** and a **modern browser**.

## 1. Install VS Code
Download it from the official site and add these extensions:

- **ESLint**: flags mistakes as you type
- **Prettier**: formats your code on save
- **Live Server**: reloads the page when you save

## 2. Open the browser console
Press \`F12\` (or \`Cmd+Option+J\` on a Mac) and type:

${fence}js
console.log('Hello from the console!');
2 + 3 * 4; // 14
${fence}

## 3. Your first project
Create a folder with two files:

${fence}html
<!-- index.html -->
<!doctype html>
<html lang="en">
  <body>
    <h1>My first script</h1>
    <script type="module" src="main.js"></script>
  </body>
</html>
${fence}

${fence}js
// main.js
document.querySelector('h1').textContent = 'JavaScript is running!';
${fence}

Open \`index.html\` with Live Server. If the heading changes, you are ready for the next lesson.`,

  'js-values': `# Values, types and variables

Every value in JavaScript has a **type**. There are seven *primitive* types and one structural type, \`object\`.

| Type | Example |
|------|---------|
| number | \`42\`, \`3.14\`, \`NaN\` |
| string | \`'hello'\` |
| boolean | \`true\`, \`false\` |
| undefined | \`undefined\` |
| null | \`null\` |
| bigint | \`10n\` |
| symbol | \`Symbol('id')\` |

## Declaring variables

${fence}js
const name = 'Ada';   // cannot be reassigned
let score = 0;        // can be reassigned
score += 10;
${fence}

> **Rule of thumb:** use \`const\` by default and \`let\` only when the value must change. Avoid \`var\`.

## Equality
Always compare with \`===\`, which never converts types:

${fence}js
0 == '0';   // true  (surprising!)
0 === '0';  // false (what you meant)
${fence}

## Try it
1. Declare a \`const\` with your name and a \`let\` with your age.
2. Log \`typeof\` of each value.
3. Predict, then check: what is \`typeof null\`?`,

  'js-functions': `# Functions, scope and closures

A function is a reusable piece of code. JavaScript has several ways to write one:

${fence}js
function add(a, b) { return a + b; }      // declaration
const multiply = (a, b) => a * b;         // arrow function
${fence}

## Scope
Variables declared with \`let\` and \`const\` live inside the nearest \`{ }\` block. Inner code can read outer variables, never the reverse.

## Closures
A **closure** is a function that remembers the variables around it, even after the outer function has returned:

${fence}js
function makeCounter() {
  let count = 0;
  return () => ++count;
}

const next = makeCounter();
next(); // 1
next(); // 2
${fence}

\`count\` is private: nothing outside \`makeCounter\` can change it. Closures power event handlers, memoisation and module patterns.

## Key points
- Prefer small functions that do one thing.
- Arrow functions do not have their own \`this\`.
- Every function call creates a new scope; closures keep it alive.`,

  'js-arrays': `# Array methods: map, filter, reduce

Three methods cover most of the data work you will ever do.

${fence}js
const orders = [
  { id: 1, total: 40, paid: true },
  { id: 2, total: 15, paid: false },
  { id: 3, total: 60, paid: true },
];

const paid = orders.filter((o) => o.paid);            // keep some
const totals = paid.map((o) => o.total);              // transform each
const revenue = totals.reduce((sum, t) => sum + t, 0); // combine all
// revenue === 100
${fence}

## When to use which
- **map**: same number of items, each transformed
- **filter**: fewer items, unchanged
- **reduce**: one value from many (sum, object, grouping)

## Chaining
${fence}js
const revenue = orders.filter((o) => o.paid).reduce((sum, o) => sum + o.total, 0);
${fence}

> None of these methods changes the original array. That makes bugs much easier to avoid.

## Exercise
Given an array of words, return the lengths of the words longer than three letters.`,

  'js-async': `# Promises and async/await in practice

JavaScript runs one thing at a time, so slow work (network, timers, files) is **asynchronous**: you start it now and handle the result later.

## Promises
${fence}js
fetch('/api/courses')
  .then((res) => res.json())
  .then((courses) => console.log(courses.length))
  .catch((err) => console.error('Failed:', err));
${fence}

## async/await
The same code, reading top to bottom:

${fence}js
async function countCourses() {
  try {
    const res = await fetch('/api/courses');
    if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
    const courses = await res.json();
    return courses.length;
  } catch (err) {
    console.error('Failed:', err);
    return 0;
  }
}
${fence}

## Running things in parallel
${fence}js
const [user, courses] = await Promise.all([getUser(), getCourses()]);
${fence}

## Common mistakes
1. Forgetting \`await\`: you get a Promise, not the value.
2. Awaiting in a loop when the calls are independent: use \`Promise.all\`.
3. Not handling rejections: always \`catch\` somewhere.`,

  'ts-basics': `# Types, inference and annotations

TypeScript is JavaScript with a **type checker**. Most of the time you do not write types at all, because TypeScript *infers* them:

${fence}ts
let count = 3;        // number
count = 'three';      // error: string is not assignable to number
${fence}

## Where to annotate
Annotate **function parameters** and **public boundaries**; let inference do the rest.

${fence}ts
interface Course {
  id: string;
  title: string;
  price: number;
}

function formatPrice(course: Course): string {
  return course.price === 0 ? 'Free' : \`$\${course.price.toFixed(2)}\`;
}
${fence}

## any versus unknown
- \`any\` switches the checker off. Avoid it.
- \`unknown\` means "I do not know yet": you must narrow it before use.

## Turn on strict mode
${fence}json
{ "compilerOptions": { "strict": true, "noUncheckedIndexedAccess": true } }
${fence}`,

  'ts-unions': `# Unions and narrowing

A **union** type says a value is one of several types:

${fence}ts
type Status = 'draft' | 'published' | 'archived';
${fence}

## Narrowing
TypeScript follows your checks and narrows the type inside each branch:

${fence}ts
function label(value: string | number) {
  if (typeof value === 'number') return value.toFixed(1); // number here
  return value.toUpperCase();                             // string here
}
${fence}

## Discriminated unions
Give each variant a common literal field, and \`switch\` on it:

${fence}ts
type Lesson =
  | { kind: 'video'; url: string; minutes: number }
  | { kind: 'text'; markdown: string }
  | { kind: 'quiz'; questions: number };

function describe(lesson: Lesson): string {
  switch (lesson.kind) {
    case 'video': return \`\${lesson.minutes} min video\`;
    case 'text':  return 'Reading';
    case 'quiz':  return \`\${lesson.questions} questions\`;
  }
}
${fence}

Add a new variant and the compiler shows every \`switch\` you forgot to update. That is the real power of types.`,

  'ts-generics': `# Generics without fear

A **generic** is a type parameter: a placeholder filled in when the function is used.

${fence}ts
function first<T>(items: T[]): T | undefined {
  return items[0];
}

first([1, 2, 3]);      // number | undefined
first(['a', 'b']);     // string | undefined
${fence}

## Constraints
Restrict what \`T\` can be with \`extends\`:

${fence}ts
function byId<T extends { id: string }>(items: T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}
${fence}

## Utility types
| Type | Meaning |
|------|---------|
| \`Partial<T>\` | every property optional |
| \`Pick<T, K>\` | only the keys K |
| \`Omit<T, K>\` | all keys except K |
| \`Record<K, V>\` | an object with keys K and values V |

> If a generic parameter is used only once, you probably do not need it.`,

  'rest-design': `# Designing resources and status codes

REST APIs are built around **resources** (nouns) and a small set of **methods** (verbs).

| Method | Path | Meaning | Success |
|--------|------|---------|---------|
| GET | \`/courses\` | list courses | 200 |
| GET | \`/courses/:id\` | one course | 200 |
| POST | \`/courses\` | create | 201 |
| PATCH | \`/courses/:id\` | change some fields | 200 |
| DELETE | \`/courses/:id\` | remove | 204 |

## Errors clients can act on
- **400** the input is invalid: say which field and why
- **401** not signed in, **403** signed in but not allowed
- **404** no such resource, **409** conflict (already enrolled)
- **422** understood but not processable

${fence}json
{ "error": { "code": "VALIDATION_ERROR", "message": "Title is required", "field": "title" } }
${fence}

## Checklist
1. Plural nouns, no verbs in paths.
2. Paginate every list from day one.
3. Never return more than the client needs.`,

  'a11y-semantics': `# Semantic HTML first

Screen readers, search engines and browser features all rely on the **meaning** of your markup.

${fence}html
<!-- Avoid -->
<div class="button" onclick="save()">Save</div>

<!-- Prefer -->
<button type="button" onclick="save()">Save</button>
${fence}

The \`<button>\` is focusable, works with Enter and Space, and is announced as a button, for free.

## Landmarks
Use \`<header>\`, \`<nav>\`, \`<main>\`, \`<aside>\` and \`<footer>\` so users can jump between regions.

## Headings
One \`<h1>\` per page, and never skip levels for styling. Screen-reader users navigate by headings more than any other way.

## Images
- Informative image: \`alt\` describes the content.
- Decorative image: \`alt=""\` so it is skipped.

## Quick test
Unplug your mouse and try to complete the main task of your page. Whatever you cannot reach is broken for many users.`,

  'css-flex': `# Flexbox from first principles

Flexbox lays items out in **one dimension**: a row or a column.

${fence}css
.toolbar {
  display: flex;
  align-items: center;      /* cross axis */
  justify-content: space-between; /* main axis */
  gap: 1rem;
}
${fence}

## The three item properties
- \`flex-grow\`: share of the *extra* space
- \`flex-shrink\`: share of the *missing* space
- \`flex-basis\`: the starting size

${fence}css
.sidebar { flex: 0 0 16rem; } /* fixed width */
.content { flex: 1; }         /* takes the rest */
${fence}

## Flexbox or Grid?
Use **Flexbox** when content decides the size (toolbars, tags, buttons). Use **Grid** when the layout decides (page structure, card galleries).

## Exercise
Build a navigation bar with the logo on the left and three links on the right, using a single \`margin-left: auto\`.`,

  'pandas-intro': `# Your first DataFrame

A **DataFrame** is a table: labelled columns, each holding one type of data.

${fence}python
import pandas as pd

trips = pd.read_csv("bike_trips.csv", parse_dates=["started_at"])
trips.shape          # (rows, columns)
trips.head()         # first five rows
trips.dtypes         # the type of each column
trips.describe()     # summary statistics
${fence}

## Selecting data
${fence}python
trips["duration_min"]                 # one column (a Series)
trips[["station", "duration_min"]]    # several columns
trips[trips["duration_min"] > 30]     # rows matching a condition
${fence}

## Three habits from day one
1. Look at the raw data before computing anything.
2. Check \`dtypes\`: numbers stored as text are the most common bug.
3. Keep the original file untouched; clean into a new DataFrame.`,

  'pandas-groupby': `# Group by and aggregate

Most business questions sound like "**per** something, **how much**". That is \`groupby\`.

${fence}python
(trips
  .groupby("station")["duration_min"]
  .agg(["count", "mean", "median"])
  .sort_values("count", ascending=False)
  .head(10))
${fence}

## Several aggregations with names
${fence}python
summary = trips.groupby(trips["started_at"].dt.day_name()).agg(
    trips=("trip_id", "count"),
    avg_minutes=("duration_min", "mean"),
)
${fence}

## Split, apply, combine
1. **Split** rows into groups by key
2. **Apply** a function to each group
3. **Combine** the results into a new table

> Tip: if you are writing a \`for\` loop over rows, there is almost always a \`groupby\` that does it faster.`,

  'ml-workflow': `# The machine learning workflow

Every successful ML project follows roughly the same loop:

1. **Frame the problem**: what decision will the prediction support? What does a good prediction look like?
2. **Get and explore data**: understand it before modelling it.
3. **Prepare features**: clean, encode and scale.
4. **Train a baseline**: the simplest model that could work.
5. **Evaluate honestly**: on data the model has never seen.
6. **Iterate**: better features beat fancier algorithms.
7. **Deploy and monitor**: data drifts; models decay.

${fence}python
from sklearn.model_selection import train_test_split
from sklearn.linear_model import LogisticRegression

X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=42)
model = LogisticRegression(max_iter=1000).fit(X_train, y_train)
print("accuracy:", model.score(X_test, y_test))
${fence}

> Always compare against a dumb baseline, such as predicting the most common class. You will be surprised how often it is hard to beat.`,

  'ml-metrics': `# Train, validate, test

A model that is evaluated on its own training data will always look great, and fail in the real world. This is **overfitting**.

## Three splits
| Split | Used for |
|-------|----------|
| Training | fitting the model |
| Validation | choosing models and settings |
| Test | one final, honest estimate |

## Cross-validation
${fence}python
from sklearn.model_selection import cross_val_score
scores = cross_val_score(model, X, y, cv=5, scoring="f1")
print(scores.mean(), scores.std())
${fence}

## Choosing a metric
- **Accuracy** misleads when classes are imbalanced (99% of transactions are not fraud).
- **Precision**: of the items we flagged, how many were right?
- **Recall**: of the real positives, how many did we find?
- **F1**: the balance of the two.

## Data leakage
If information from the test set sneaks into training (for example, scaling on the full data set), your scores are fiction. Fit every preprocessing step on the training data only.`,

  'sql-select': `# SELECT, WHERE and ORDER BY

Every query starts with the same shape:

${fence}sql
SELECT name, price
FROM products
WHERE category = 'books'
  AND price < 20
ORDER BY price DESC
LIMIT 10;
${fence}

## Reading order versus running order
SQL is *written* SELECT, FROM, WHERE, ORDER BY but *runs* FROM, WHERE, SELECT, ORDER BY. That is why you cannot use a column alias from SELECT inside WHERE.

## Useful filters
${fence}sql
WHERE country IN ('DE', 'FR', 'NL')
WHERE created_at >= DATE '2024-01-01'
WHERE email LIKE '%@example.com'
WHERE discount IS NULL
${fence}

## Exercise
List the five most expensive products in the \`garden\` category that are in stock.`,

  'sql-joins': `# Joins explained with two tables

\`customers(id, name)\` and \`orders(id, customer_id, total)\`.

${fence}sql
SELECT c.name, o.total
FROM customers c
JOIN orders o ON o.customer_id = c.id;
${fence}

## Which join?
| Join | Keeps |
|------|-------|
| INNER JOIN | only matching rows from both |
| LEFT JOIN | every customer, orders or not |
| FULL JOIN | everything from both sides |

## Customers who never ordered
${fence}sql
SELECT c.name
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
WHERE o.id IS NULL;
${fence}

> A join that suddenly multiplies your row count usually means the join key is not unique on one side. Check with \`GROUP BY key HAVING count(*) > 1\`.`,

  'viz-choose': `# Choosing the right chart

Start from the **question**, not the chart type.

| Question | Chart |
|----------|-------|
| How does it change over time? | line chart |
| How do categories compare? | horizontal bar chart |
| What is the distribution? | histogram or box plot |
| How are two measures related? | scatter plot |
| What is the part of a whole? | stacked bar (pie only for two or three parts) |

## Three rules
1. **Start bar charts at zero.** Lines may zoom in.
2. **Sort bars** by value unless the categories have a natural order.
3. **Label directly** instead of using a legend when you can.

## The headline test
Write the chart title as a sentence that states the insight: *"Weekend rentals doubled after the price change"* rather than *"Rentals by week"*. If you cannot write that sentence, the chart is not ready.`,

  'ux-process': `# The UX process in one page

UX design is a loop of **understanding**, **making** and **checking**.

1. **Research**: talk to users, observe, read support tickets.
2. **Define**: write the problem in one sentence, with evidence.
3. **Ideate**: generate many options before choosing.
4. **Prototype**: make the idea just real enough to test.
5. **Test**: watch people use it; measure, do not guess.

## The double diamond
- First diamond: *are we solving the right problem?* (diverge, then converge)
- Second diamond: *are we solving it the right way?* (diverge, then converge)

## A problem statement template
> **[User]** needs a way to **[need]** because **[insight]**. We will know we succeeded when **[measurable outcome]**.

*Example:* Busy parents need a way to borrow tools from neighbours within a day, because buying a drill for one shelf feels wasteful. We will know we succeeded when 30% of requests are fulfilled within 24 hours.`,

  'ux-interviews': `# Running user interviews

Interviews uncover **why** people behave as they do. Five good interviews reveal most major problems.

## Before
- Recruit people who actually have the problem.
- Write 5 to 8 open questions about **past behaviour**.

## Good and bad questions
| Avoid | Ask instead |
|-------|-------------|
| Would you use an app that...? | Tell me about the last time you needed a tool you did not own. |
| Do you like this feature? | Walk me through how you did that. |
| How much would you pay? | What did you try before? What did it cost you? |

## During
- Listen 80% of the time.
- Ask "why?" and "tell me more" often.
- Silence is fine: people fill it with the good stuff.

## After
Write down quotes and observations within the hour, one per sticky note. Cluster them with your team (affinity mapping) to find patterns.`,

  'design-tokens': `# Design tokens explained

**Design tokens** are named decisions: colours, type sizes, spacing, radii, shadows. Designers and developers share the *names*, so a change in one place updates everything.

${fence}json
{
  "color": {
    "brand": { "primary": "#6D28D9", "on-primary": "#FFFFFF" },
    "surface": { "default": "#FFFFFF", "muted": "#F4F4F5" }
  },
  "space": { "1": "4px", "2": "8px", "3": "12px", "4": "16px", "6": "24px" },
  "radius": { "sm": "4px", "md": "8px", "full": "9999px" }
}
${fence}

## Three tiers
1. **Primitive**: \`violet-700 = #6D28D9\`
2. **Semantic**: \`color.brand.primary = violet-700\`
3. **Component**: \`button.background = color.brand.primary\`

Components should only use semantic or component tokens, never raw values. Then a dark theme is just a different mapping of the semantic tier.`,

  'type-scale': `# Building a type scale

A **type scale** is a small set of sizes related by a ratio, so that hierarchy feels consistent.

| Step | Size (ratio 1.25, base 16px) | Use |
|------|------|-----|
| -1 | 12.8px | captions |
| 0 | 16px | body |
| 1 | 20px | subheadings |
| 2 | 25px | section titles |
| 3 | 31.25px | page titles |
| 4 | 39px | hero |

${fence}css
:root {
  --step-0: 1rem;
  --step-1: 1.25rem;
  --step-2: 1.563rem;
  --step-3: 1.953rem;
}
h1 { font-size: var(--step-3); line-height: 1.15; }
body { font-size: var(--step-0); line-height: 1.6; }
${fence}

## Tips
- Fewer sizes, more contrast: five or six steps are enough.
- Larger text needs *tighter* line height.
- Use weight and colour for hierarchy before adding another size.`,

  'finance-statements': `# The three financial statements

| Statement | Answers | Period |
|-----------|---------|--------|
| **Profit and loss** (P&L) | Did we make money? | over a period |
| **Balance sheet** | What do we own and owe? | at a moment |
| **Cash flow** | Where did the cash go? | over a period |

## Why profit is not cash
A customer signs a 12-month contract for $12,000 paid up front:
- **Cash** rises by $12,000 today.
- **Revenue** is recognised at $1,000 per month.
- The rest sits on the balance sheet as *deferred revenue* (a liability: you owe the service).

## The equation that always balances
> Assets = Liabilities + Equity

## For founders
Read the **cash-flow statement first**. Profitable companies still die when cash runs out before customers pay.`,

  'unit-economics': `# CAC, LTV and payback

**Unit economics** asks: do we make money on each customer?

- **CAC** (customer acquisition cost) = sales and marketing spend / new customers
- **LTV** (lifetime value) = monthly gross margin per customer / monthly churn
- **Payback** = CAC / monthly gross margin per customer

## Worked example
| Input | Value |
|-------|-------|
| Marketing spend last quarter | $30,000 |
| New customers | 150 |
| Price per month | $50 |
| Gross margin | 80% |
| Monthly churn | 3% |

- CAC = 30,000 / 150 = **$200**
- Margin per month = 50 x 0.8 = **$40**
- LTV = 40 / 0.03 = **$1,333**
- Payback = 200 / 40 = **5 months**

An **LTV:CAC ratio of 3 or more** and payback under 12 months is healthy for most subscription businesses.`,

  funnels: `# Funnels and conversion rates

A **funnel** follows users through the steps towards a goal and shows where they drop out.

| Step | Users | Conversion from previous |
|------|-------|-----|
| Visited landing page | 10,000 | |
| Started sign-up | 1,800 | 18% |
| Completed sign-up | 1,200 | 67% |
| Made first purchase | 240 | 20% |

## Reading it
The biggest absolute loss is at the landing page, but the **cheapest improvement** is often the step with an unusually low rate compared to benchmarks.

## Simple experiments
1. Pick **one** step and **one** metric.
2. Write a hypothesis: *"Showing prices on the landing page will raise sign-up starts from 18% to 22%."*
3. Run an A/B test until you reach the planned sample size, not until the result looks good.`,

  'problem-statements': `# Writing problem statements

A strong problem statement keeps a team focused on outcomes instead of features.

## Template
> **Who** is affected, **what** they are struggling with, **why** it matters (evidence), and **how we will measure** success.

## Example
> Freelance designers who invoice more than five clients a month spend about three hours chasing late payments (12 of 15 interviews, support tickets up 40% this quarter). We will reduce the share of invoices paid late from 35% to 20% within two quarters.

## Anti-patterns
- Solution in disguise: *"Users need a reminders feature."*
- No evidence: *"Everyone hates invoicing."*
- No measure: *"Make payments better."*`,

  prioritisation: `# Prioritisation with RICE

**RICE** scores ideas on four factors:

- **Reach**: how many people per quarter?
- **Impact**: how much for each person (3 massive, 2 high, 1 medium, 0.5 low)?
- **Confidence**: how sure are we (100%, 80%, 50%)?
- **Effort**: person-months

> RICE = Reach x Impact x Confidence / Effort

| Idea | Reach | Impact | Confidence | Effort | Score |
|------|------:|------:|------:|------:|------:|
| Payment reminders | 4,000 | 2 | 80% | 2 | 3,200 |
| Dark mode | 9,000 | 0.5 | 100% | 1 | 4,500 |
| Bank integration | 2,500 | 3 | 50% | 6 | 625 |

Scores start the conversation; they do not end it. Strategy, dependencies and risk still matter.`,

  'one-on-ones': `# One-to-ones that matter

A weekly **one-to-one** is the single most valuable habit of a manager. It is the report's meeting, not yours.

## A simple agenda
1. **How are you?** Really ask, and wait.
2. **Their topics first.** Keep a shared document they add to during the week.
3. **Your topics.** Feedback, context, upcoming changes.
4. **Growth.** Once a month, talk about goals beyond the current project.

## Questions that open people up
- What is the best and worst part of your week?
- What is slowing you down that I could remove?
- What is something you would change about how our team works?

## Rules
- Never cancel; reschedule if you must.
- Status updates belong elsewhere.
- Write down commitments, and keep them.`,

  delegation: `# Delegation levels

Delegating is not "giving away tasks": it is deciding **how much authority** to hand over.

| Level | What you say |
|-------|--------------|
| 1 | "Do exactly this." |
| 2 | "Look into it and report back; I will decide." |
| 3 | "Recommend an option; I will approve." |
| 4 | "Decide, and tell me what you chose." |
| 5 | "Decide. No need to tell me." |

## How to delegate well
1. Explain the **outcome** and why it matters.
2. Agree the **level** explicitly.
3. Share constraints: budget, deadline, people to involve.
4. Agree **check-in points**, then stay out of the way.

> If you would do it 80% as well as them, delegate it. Your job is to grow people, not to be the best individual contributor on the team.`,

  sbi: `# The SBI model

**Situation - Behaviour - Impact** keeps feedback specific and fair.

1. **Situation**: when and where
2. **Behaviour**: what the person did (observable, not a judgement)
3. **Impact**: the effect on you, the team or the customer

## Examples
> **Reinforcing:** "In Tuesday's client call (S), you summarised the three options on one slide (B). The client decided in ten minutes, and we saved a week (I)."

> **Redirecting:** "In this morning's stand-up (S), you interrupted Priya twice while she was explaining the bug (B). She stopped sharing, and we missed the root cause (I). What was going on?"

## Tips
- End redirecting feedback with a **question**, and listen.
- Give reinforcing feedback at least three times as often as redirecting.
- Deliver it soon, in private, and in person if you can.`,

  async: `# Async first, not async only

Remote teams work best when most communication is **written and asynchronous**, with a few high-value live moments.

## Default to writing
- Decisions go in a short document: context, options, recommendation, deadline for comments.
- Status goes in a weekly written update, not a meeting.
- Questions go in public channels, so answers help everyone.

## Keep meetings for
1. Building relationships
2. Resolving conflict or ambiguity
3. Brainstorming and kick-offs

## A decision document in five headings
${fence}markdown
## Context
## Options considered
## Recommendation
## Risks and open questions
## Decision (by whom, when)
${fence}

> Time zones are a feature: a well-written hand-off lets work continue around the clock.`,

  'cia-triad': `# The CIA triad

Security goals come down to three properties.

| Property | Means | Broken by |
|----------|-------|-----------|
| **Confidentiality** | only the right people can read it | data leak, eavesdropping |
| **Integrity** | it has not been changed without permission | tampering, corrupted backups |
| **Availability** | it is there when needed | ransomware, DDoS, outages |

## Controls for each
- Confidentiality: encryption, access control, MFA
- Integrity: hashes, digital signatures, audit logs
- Availability: backups, redundancy, rate limiting

## Exercise
For your company's payroll system, name one realistic threat to each property and one control that reduces it.`,

  hashing: `# Hashing versus encryption

Both scramble data, but they solve different problems.

| | Hashing | Encryption |
|--|---------|------------|
| Reversible? | no (one-way) | yes, with the key |
| Output size | fixed | grows with the input |
| Used for | passwords, integrity checks | keeping data secret |

${fence}bash
$ echo -n "hello" | sha256sum
2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824  -
${fence}

Change one letter and the hash changes completely.

## Passwords
Never store passwords encrypted, and never with a fast hash like SHA-256. Use a **slow, salted password hash**: Argon2id, scrypt or bcrypt. The salt makes identical passwords hash differently; the slowness makes guessing expensive.`,

  phishing: `# Spotting phishing

Phishing messages try to make you **act before you think**.

## Red flags
- Urgency: *"Your account will be closed in 24 hours"*
- Authority: a CEO, bank or government office asking for something unusual
- A link whose real address (hover over it!) does not match the sender
- Requests for passwords, codes or gift cards
- Unexpected attachments, especially \`.zip\`, \`.html\` or macro-enabled documents

## What to do
1. Do not click. Open the site by typing its address yourself.
2. Verify by a **second channel**: call the person on a number you already know.
3. Report it to your security team, even if you clicked. Early reports limit damage.

> Multi-factor authentication stops most stolen-password attacks. Turn it on everywhere, preferably with an authenticator app or a security key.`,

  nmap: `# Scanning with nmap

\`nmap\` discovers hosts and services on a network. **Only scan systems you own or have written permission to test.**

${fence}bash
# Which hosts are up on the lab network?
nmap -sn 10.10.0.0/24

# Top 1000 TCP ports with service versions on one host
nmap -sV -oN web01.txt 10.10.0.15

# All TCP ports, faster timing, default scripts
nmap -p- -T4 -sC 10.10.0.15
${fence}

## Reading the output
${fence}text
PORT     STATE SERVICE VERSION
22/tcp   open  ssh     OpenSSH 8.9p1
80/tcp   open  http    nginx 1.18.0
5432/tcp open  postgresql PostgreSQL DB 14
${fence}

A database port open to the network is a finding in itself. Note every version: they are your leads for known vulnerabilities.`,

  'sql-injection': `# SQL injection and parameterised queries

Building SQL by joining strings lets an attacker change the query itself.

${fence}js
// VULNERABLE
const rows = await db.query("SELECT * FROM users WHERE email = '" + email + "'");
// email = "' OR '1'='1"  ->  returns every user
${fence}

## The fix: parameters
${fence}js
// SAFE: the driver sends the value separately from the SQL text
const rows = await db.query('SELECT * FROM users WHERE email = $1', [email]);
${fence}

## Defence in depth
- Use parameterised queries or a query builder **everywhere**, including admin tools.
- Give the application's database user only the privileges it needs.
- Validate input for business rules (length, format), but do not rely on it against injection.
- Never show raw database errors to users.`,

  'containers-vs-vms': `# Containers versus virtual machines

| | Virtual machine | Container |
|--|-----------------|-----------|
| Isolates | a whole operating system | a process |
| Kernel | its own | shared with the host |
| Start-up | minutes | milliseconds to seconds |
| Size | gigabytes | megabytes |

A container is an ordinary process that the Linux kernel **fences in**: namespaces limit what it can see, cgroups limit what it can use.

## Images and containers
- An **image** is a read-only template (layers of files plus metadata).
- A **container** is a running instance of an image, with a thin writable layer.

${fence}bash
docker run --rm -p 8080:80 nginx:1.27
docker ps
docker logs <container-id>
${fence}`,

  dockerfile: `# Writing a good Dockerfile

${fence}dockerfile
# Build stage: full toolchain
FROM node:22-alpine AS build
WORKDIR /app
COPY package*.json ./
RUN npm ci
COPY . .
RUN npm run build

# Runtime stage: only what is needed to run
FROM node:22-alpine
WORKDIR /app
ENV NODE_ENV=production
COPY package*.json ./
RUN npm ci --omit=dev
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
CMD ["node", "dist/main.js"]
${fence}

## Why it is good
1. **Multi-stage**: build tools never reach the final image.
2. **Layer caching**: dependencies are installed before the source is copied, so code changes do not reinstall them.
3. **Non-root user** reduces the damage of a compromise.
4. Pinned base image versions make builds reproducible.

Add a \`.dockerignore\` with \`node_modules\` and \`.git\` to keep the build context small.`,

  'k8s-objects': `# Pods, Deployments and Services

- A **Pod** runs one or more containers together.
- A **Deployment** keeps N identical pods running and rolls out new versions.
- A **Service** gives those pods one stable address.

${fence}yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 3
  selector:
    matchLabels: { app: web }
  template:
    metadata:
      labels: { app: web }
    spec:
      containers:
        - name: web
          image: ghcr.io/example/web:1.4.0
          ports: [{ containerPort: 3000 }]
---
apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  selector: { app: web }
  ports: [{ port: 80, targetPort: 3000 }]
${fence}

${fence}bash
kubectl apply -f web.yaml
kubectl get pods -l app=web
${fence}`,

  'shared-responsibility': `# The shared responsibility model

In the cloud, security is **shared** between the provider and you.

| The provider secures... | You secure... |
|-------------------------|---------------|
| data centres and hardware | your data and who can access it |
| the hypervisor and global network | IAM users, roles and policies |
| managed service software | your operating systems and patches (on EC2) |
| | network rules and encryption settings |

## The line moves with the service
- **EC2** (virtual machines): you patch the OS.
- **RDS** (managed databases): AWS patches the engine; you manage access and backups settings.
- **Lambda**: AWS runs everything below your code.

> Most cloud breaches are not provider failures: they are misconfigurations on the customer side, such as public storage buckets and leaked access keys.`,

  iam: `# IAM and least privilege

**IAM** decides *who* can do *what* on *which* resources.

${fence}json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject"],
      "Resource": "arn:aws:s3:::course-assets/*"
    }
  ]
}
${fence}

## Principles
1. **Least privilege**: grant only the actions needed, on only the resources needed.
2. **Roles, not keys**: applications on AWS should use roles, never long-lived access keys.
3. **MFA** for every human, especially the root user (then lock the root user away).
4. Review access regularly; remove what is unused.`,

  'terraform-basics': `# Providers, resources and the plan

Terraform describes infrastructure as code and makes reality match it.

${fence}hcl
terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.0" }
  }
}

provider "aws" {
  region = "eu-west-1"
}

resource "aws_s3_bucket" "assets" {
  bucket = "learnflix-demo-assets"
  tags   = { Project = "learnflix" }
}
${fence}

## The workflow
${fence}bash
terraform init      # download providers
terraform plan      # show what would change
terraform apply     # make the changes
terraform destroy   # remove everything
${fence}

> Always read the plan. A line starting with \`-/+\` means the resource will be **destroyed and recreated**.`,

  'safety-hazards': `# Spotting hazards before they hurt

A **hazard** is anything that could cause harm; the **risk** is how likely and how bad that harm would be. Most accidents at work come from a handful of hazards that are easy to see once you look for them.

## The big five
| Hazard | What to look for |
|--------|------------------|
| Slips and trips | wet floors, trailing cables, cluttered walkways |
| Manual handling | heavy or awkward loads, twisting while lifting |
| Working at height | chairs used as ladders, unguarded edges |
| Electricity | damaged plugs, overloaded sockets, liquids near equipment |
| Fire | blocked exits, piled-up packaging, heaters near paper |

## A two-minute safety walk
1. **Walk the route people actually use**, not the one on the floor plan.
2. **Look down, then up**: floors and cables first, then shelves and anything stored high.
3. **Check the exits**: every fire door closes, no exit is blocked or locked.
4. **Ask one colleague** what slows them down or worries them.

> If a hazard can be removed in under a minute (a cable taped down, a spill wiped), do it now. Otherwise make it visible and report it.

## Practice
Do the two-minute walk around your own workspace today and write down the first three hazards you find.`,

  'safety-reporting': `# Reporting incidents and near misses

An **incident** is something that caused harm or damage. A **near miss** is something that *could have*: the box that fell where someone had been standing a second earlier. For every serious injury there are dozens of near misses that nobody reported.

## Why near misses matter
- They are free lessons: nobody was hurt, yet you learn where the danger is.
- They show patterns: three near misses on the same staircase mean the staircase needs attention.
- Reporting them is a sign of a healthy team, not of a careless one.

## What a good report says
1. **What happened**, in plain words and in order.
2. **Where and when**: the place, the time, what people were doing.
3. **What could have happened**: the realistic worst case.
4. **What you did straight away**: cordoned off, cleaned up, warned others.

## After the report
The person responsible for safety looks for the **cause**, not for someone to blame, and agrees a fix with a date. Check back: a report that leads nowhere teaches people not to report.

> Report every incident and near miss the same day, while the details are fresh.`,
};

const SNIPPETS: Record<CategoryName, { lang: string; code: string }> = {
  'Web Development': {
    lang: 'js',
    code: `async function loadCourses() {\n  const res = await fetch('/api/courses?sort=newest');\n  if (!res.ok) throw new Error(\`Request failed: \${res.status}\`);\n  return res.json();\n}`,
  },
  'Data Science': {
    lang: 'python',
    code: `import pandas as pd\n\ndf = pd.read_csv("data.csv")\nprint(df.describe())\nprint(df.groupby("segment")["revenue"].sum().sort_values(ascending=False))`,
  },
  Design: {
    lang: 'css',
    code: `:root {\n  --space-2: 0.5rem;\n  --space-4: 1rem;\n  --radius-md: 8px;\n}\n.card { padding: var(--space-4); border-radius: var(--radius-md); }`,
  },
  Business: {
    lang: 'text',
    code: `Monthly recurring revenue  = customers x average price\nGross margin               = (revenue - cost of sales) / revenue\nRunway (months)            = cash in the bank / monthly net burn`,
  },
  Leadership: {
    lang: 'markdown',
    code: `## Weekly check-in\n- Wins since last week:\n- What is blocking you?\n- One thing I can do to help:\n- Commitments for next week:`,
  },
  Cybersecurity: {
    lang: 'bash',
    code: `# Check who is listening on this machine\nsudo ss -tulpn\n# Verify a download against its published checksum\nsha256sum installer.tar.gz`,
  },
  'Cloud & DevOps': {
    lang: 'yaml',
    code: `services:\n  web:\n    build: .\n    ports: ["3000:3000"]\n    environment:\n      DATABASE_URL: postgres://app:app@db:5432/app\n  db:\n    image: postgres:17`,
  },
};

const WHY: Record<CategoryName, string> = {
  'Web Development':
    'Users notice the difference between a site that merely works and one that is fast, robust and pleasant to use. The ideas in this lesson are the ones that make that difference in everyday code.',
  'Data Science':
    'Good analysis is less about fancy methods than about asking a clear question and checking every step. This lesson gives you a repeatable way to do exactly that.',
  Design:
    'Design decisions compound: a small inconsistency repeated across a product becomes friction for every user. This lesson shows how to make those decisions deliberately.',
  Business:
    'Numbers and frameworks are only useful when they change a decision. This lesson connects the concept to the decisions you will actually face.',
  Leadership:
    'People rarely leave companies; they leave managers. The habits in this lesson are small, but practised every week they change how a team works.',
  Cybersecurity:
    'Attackers look for the easiest way in, and it is usually a well-known weakness. Understanding this topic closes one of those easy doors.',
  'Cloud & DevOps':
    'Infrastructure that is automated, observable and reproducible lets teams ship more often with less stress. This lesson is one building block of that.',
};

/** Markdown for a text lesson: its article, or a structured generated one for the course's category. */
export function lessonMarkdown(
  course: CourseSeed,
  title: string,
  minutes: number,
  articleKey: string | undefined,
  goalIndex: number,
): string {
  if (articleKey) {
    const article = ARTICLES[articleKey];
    if (!article) throw new Error(`Unknown article ${articleKey}`);
    return article;
  }
  const snippet = SNIPPETS[course.category];
  const goals = [0, 1].map((i) => course.learn[(goalIndex + i) % course.learn.length]!);
  return `# ${title}

> Part of **${course.title}**, about ${minutes} minutes of reading.

${WHY[course.category]}

## In this lesson you will
- ${goals[0]}
- ${goals[1]}

## Key ideas
1. **Start from the goal.** Before touching any tool, write down what "done" looks like.
2. **Work in small steps.** Change one thing, check the result, then move on.
3. **Make it repeatable.** A checklist or a script beats memory every time.

## Example
${fence}${snippet.lang}
${snippet.code}
${fence}

## Practice
1. Re-create the example above in your own environment.
2. Change one part of it and predict the result before you check.
3. Write three sentences explaining the idea to a colleague.

## Summary
${title} is easiest to learn by doing. Keep your notes from the practice: the next lessons and the quiz build on them.`;
}
