// Questions for the demo quizzes: a bank per category, and own banks for the demo instructor's
// two flagship courses (and the workplace-safety course). Quizzes draw from these; a draw of a
// question another quiz already asks takes a spare instead (quiz-spares.ts). Every question type the schema allows appears in every bank. `correct` is
// where the author wrote the right option; the seed places it (curriculum.ts, answerPlacer).
import type { CategoryName } from './catalogue-data.js';

export type BankQuestion =
  | { type: 'multiple_choice'; text: string; options: [string, string, string, string]; correct: 0 | 1 | 2 | 3; points?: number }
  | { type: 'true_false'; text: string; answer: boolean; points?: number }
  | { type: 'subjective'; text: string; points?: number; /** a strong and a weak learner answer */ answers: [string, string] };

export const mc = (text: string, options: [string, string, string, string], correct: 0 | 1 | 2 | 3, points?: number): BankQuestion => ({
  type: 'multiple_choice',
  text,
  options,
  correct,
  ...(points ? { points } : {}),
});
export const tf = (text: string, answer: boolean): BankQuestion => ({ type: 'true_false', text, answer });
export const essay = (text: string, strong: string, weak: string, points = 5): BankQuestion => ({
  type: 'subjective',
  text,
  points,
  answers: [strong, weak],
});

export const COURSE_BANKS: Record<string, BankQuestion[]> = {
  'modern-js': [
    mc('Which keyword declares a variable that cannot be reassigned?', ['var', 'let', 'const', 'static'], 2),
    mc('What does `[1, 2, 3].map((n) => n * 2)` return?', ['[2, 4, 6]', '6', '[1, 2, 3, 1, 2, 3]', 'undefined'], 0),
    mc('What is the value of `typeof null`?', ["'null'", "'undefined'", "'object'", "'number'"], 2),
    mc('Which method combines all items of an array into a single value?', ['filter', 'reduce', 'forEach', 'some'], 1),
    mc(
      'What does `await` do inside an async function?',
      [
        'Blocks the whole browser',
        'Pauses the function until the promise settles',
        'Converts a value to a string',
        'Runs the code in a new thread',
      ],
      1,
    ),
    mc('Which comparison never converts types?', ['==', '=', '===', '<>'], 2),
    tf('Arrow functions have their own `this` binding.', false),
    tf('`Promise.all` rejects as soon as one of its promises rejects.', true),
    tf('A closure lets an inner function read variables of the function that created it, even after that function returned.', true),
    essay(
      'Explain in your own words what a closure is and give one practical use.',
      'A closure is a function together with the variables from the scope where it was created. Even after the outer function returns, the inner function can still read and update those variables. A practical use is a counter or a private cache: makeCounter() keeps count private and returns a function that increments it.',
      'A closure is when a function is inside another function.',
    ),
    essay(
      'You need to load a user and their courses from two independent endpoints. How would you write this with async/await, and why?',
      'I would start both requests at once and await them together with Promise.all, for example const [user, courses] = await Promise.all([getUser(), getCourses()]). Awaiting them one after the other would add the two latencies together, while Promise.all waits only as long as the slower request. I would wrap it in try/catch to handle a failure.',
      'I would use await for the first call and then await the second one.',
    ),
  ],
  typescript: [
    mc(
      'Which type should you use for a value whose type you do not know yet, forcing a check before use?',
      ['any', 'unknown', 'never', 'object'],
      1,
    ),
    mc(
      "Given `type Status = 'draft' | 'published'`, what is Status?",
      ['An enum', 'A union of string literal types', 'A class', 'A generic'],
      1,
    ),
    mc(
      'What does `Partial<Course>` produce?',
      [
        'Course with every property optional',
        'Course with every property required',
        'Only the first property of Course',
        'A readonly Course',
      ],
      0,
    ),
    mc(
      'Which compiler option enables the whole family of strict checks?',
      ['"noEmit": true', '"strict": true', '"checkJs": true', '"allowJs": true'],
      1,
    ),
    mc(
      'In `function first<T>(items: T[]): T | undefined`, what is T?',
      ['A runtime variable', 'A type parameter', 'A constant', 'An interface'],
      1,
    ),
    tf('TypeScript types are checked at compile time and erased from the JavaScript output.', true),
    tf('You must annotate the type of every variable in TypeScript.', false),
    tf('In a discriminated union, a `switch` on the common literal field narrows the type in each case.', true),
    essay(
      'When is it worth adding a generic type parameter to a function? Give an example.',
      'A generic is worth it when the function works the same way for many types and the output type depends on the input type. For example first<T>(items: T[]): T | undefined returns a number for number[] and a string for string[], so callers keep precise types. If the parameter appears only once, a plain type is simpler.',
      'Generics are used when you want the code to be more generic.',
    ),
  ],
  'workplace-safety': [
    mc(
      'You notice a cable stretched across a walkway. What do you do first?',
      ['Step over it and carry on', 'Make it safe or warn others, then report it', 'Wait for the next safety audit', 'Email the IT team'],
      1,
    ),
    mc(
      'What is a near miss?',
      ['An accident with a minor injury', 'An event that could have caused harm but did not', 'A late delivery', 'A failed inspection'],
      1,
    ),
    mc(
      'Which of these is the most effective way to control a hazard?',
      ['Wearing protective equipment', 'Putting up a warning sign', 'Removing the hazard altogether', 'Telling people to be careful'],
      2,
    ),
    mc(
      'When should you report an incident?',
      ['At the end of the month', 'Only if someone is hurt', 'As soon as it is safe to do so', 'Never, if it was your fault'],
      2,
    ),
    tf('Near misses should be reported even though nobody was hurt.', true),
    tf('Fire doors may be propped open if the room gets warm.', false),
    essay(
      'Describe a hazard you have seen at work and what should be done about it.',
      'A box of paper left at the bottom of the stairs is a trip hazard. The first step is to move it somewhere safe so nobody falls, then report it so that storage is found and it does not happen again.',
      'There are hazards sometimes and people should be careful.',
    ),
  ],
};

export const CATEGORY_BANKS: Record<CategoryName, BankQuestion[]> = {
  'Web Development': [
    mc('Which HTTP status code means a resource was created?', ['200', '201', '204', '302'], 1),
    mc('Which HTML element is the right choice for a clickable action?', ['<div>', '<span>', '<button>', '<a> without href'], 2),
    mc('Which CSS layout system is designed for two-dimensional layouts?', ['Flexbox', 'Grid', 'Floats', 'Tables'], 1),
    mc('What does a 403 response mean?', ['Not found', 'Not signed in', 'Signed in but not allowed', 'Server error'], 2),
    mc('Which HTTP method is idempotent and used to read a resource?', ['POST', 'GET', 'PATCH', 'CONNECT'], 1),
    mc(
      'What is the first rule of ARIA?',
      [
        'Always add a role',
        'Use native HTML elements when possible',
        'Hide everything from screen readers',
        'Use tabindex on every element',
      ],
      1,
    ),
    mc(
      'Where should input validation happen in an API?',
      ['Only in the browser', 'At the server edge, for every request', 'Only in the database', 'It is optional'],
      1,
    ),
    mc(
      'What does `gap` do in a flex or grid container?',
      ['Sets space between items', 'Sets outer margin', 'Hides overflow', 'Adds a border'],
      0,
    ),
    tf('A decorative image should have an empty alt attribute (alt="").', true),
    tf('PATCH is typically used to replace an entire resource.', false),
    tf('Every list endpoint should be paginated.', true),
    tf('Setting `display: flex` on an element makes its children lay out in a row by default.', true),
    essay(
      'Describe how you would make a custom dropdown menu accessible to keyboard and screen-reader users.',
      'I would start from a native button that toggles the menu, with aria-expanded reflecting the state and aria-controls pointing at the list. Arrow keys move focus between items, Enter or Space selects, Escape closes and returns focus to the button. Items are real buttons or links so they are announced correctly, and focus is always visible. Then I test with only a keyboard and with a screen reader.',
      'Add aria labels to the dropdown.',
    ),
    essay(
      'Explain the difference between authentication and authorisation, with an example from a course platform.',
      'Authentication establishes who you are, for example signing in with a staff ID and password which creates a session. Authorisation decides what that identity may do: a signed-in student may open lessons of courses they are enrolled in, but only the instructor of a course may edit it. A 401 means not authenticated; a 403 means authenticated but not authorised.',
      'Authentication is login and authorisation is also login but for admins.',
    ),
  ],
  'Data Science': [
    mc('Which pandas method summarises groups of rows?', ['merge', 'groupby', 'pivot', 'apply'], 1),
    mc(
      'A model scores 99% on training data and 70% on test data. What is most likely happening?',
      ['Underfitting', 'Overfitting', 'Data is perfectly clean', 'The test set is too large'],
      1,
    ),
    mc('Which metric is misleading on heavily imbalanced classes?', ['Recall', 'Precision', 'Accuracy', 'F1'], 2),
    mc('Which SQL join keeps every row of the left table?', ['INNER JOIN', 'LEFT JOIN', 'CROSS JOIN', 'SELF JOIN'], 1),
    mc('Which chart best shows how a measure changes over time?', ['Pie chart', 'Line chart', 'Scatter plot', 'Histogram'], 1),
    mc(
      'What is the purpose of a validation set?',
      ['Training the final model', 'Choosing between models and settings', 'Replacing the test set', 'Storing raw data'],
      1,
    ),
    mc('Which clause filters groups after aggregation in SQL?', ['WHERE', 'HAVING', 'ORDER BY', 'LIMIT'], 1),
    mc(
      'What does gradient descent minimise?',
      ['The number of features', 'The loss function', 'The learning rate', 'The size of the data set'],
      1,
    ),
    tf('Bar charts should start their value axis at zero.', true),
    tf('Scaling features on the full data set before splitting can leak information from the test set.', true),
    tf('A more complex model is always more accurate on new data.', false),
    tf('In SQL, you can use a column alias defined in SELECT inside the WHERE clause.', false),
    essay(
      'A stakeholder asks whether a new recommendation feature increased sales. How would you answer with data?',
      'First I would define the metric and period, for example revenue per visitor over four weeks. Ideally I would run an A/B test where a random half of users see recommendations, then compare the groups and check that the difference is larger than normal variation. Without a test I would compare before and after while controlling for seasonality and other changes, and I would state the uncertainty clearly.',
      'I would look at the sales chart and see if it went up.',
    ),
    essay(
      'Explain overfitting to a non-technical manager and say how you prevent it.',
      'Overfitting is when a model memorises the examples it was trained on, including their noise, instead of learning the general pattern, like a student who memorises past exam answers. It looks excellent on old data and disappoints on new data. I prevent it by always evaluating on data the model has never seen, using cross-validation, keeping models as simple as the problem allows and adding more data or regularisation.',
      'Overfitting means the model is too big.',
    ),
  ],
  Design: [
    mc(
      'What is the main goal of a usability test?',
      [
        'To ask users which colour they like',
        'To observe whether people can complete tasks',
        'To sell the product',
        'To write documentation',
      ],
      1,
    ),
    mc(
      'Which question is best in a user interview?',
      ['Would you use this app?', 'Tell me about the last time you did this task.', 'Do you like our logo?', 'How much would you pay?'],
      1,
    ),
    mc(
      'What is a design token?',
      ['A login credential', 'A named design decision such as a colour or spacing value', 'A Figma plug-in', 'A font file'],
      1,
    ),
    mc('Which ratio is typical for a modular type scale?', ['1.25', '3', '10', '0.5'], 0),
    mc(
      'In the double diamond, the first diamond asks...',
      ['Are we solving it the right way?', 'Are we solving the right problem?', 'How much will it cost?', 'Who will build it?'],
      1,
    ),
    mc(
      'What is a comfortable line length for body text?',
      ['20 to 30 characters', '45 to 75 characters', '120 to 150 characters', 'As wide as the screen'],
      1,
    ),
    mc(
      'Which artefact shows the steps, feelings and pain points of a user over time?',
      ['Style guide', 'Journey map', 'Sitemap', 'Mood board'],
      1,
    ),
    mc(
      'Components should use which kind of tokens?',
      ['Raw hex values', 'Semantic or component tokens', 'Random values', 'Only primitive tokens'],
      1,
    ),
    tf('Five users in a usability test usually reveal most of the major problems.', true),
    tf('Larger text generally needs a tighter line height than body text.', true),
    tf('A high-fidelity prototype should always come before sketches.', false),
    tf('Good design systems need governance and documentation, not just components.', true),
    essay(
      'Describe how you would plan a usability test for a checkout flow.',
      'I would define goals (can people buy a product and change the delivery address without help), recruit five people who shop online, write realistic task scenarios, and prepare a prototype. During the sessions I would ask them to think aloud, avoid helping, and note where they hesitate or fail. Afterwards I would cluster the issues by severity and frequency and fix the most serious ones first, then test again.',
      'I would ask users if they like the checkout.',
    ),
    essay(
      'Why do design systems fail to be adopted, and how would you prevent it?',
      'They fail when they are built in isolation, do not match what teams need, are poorly documented or are slower to use than building from scratch. I would involve designers and developers from the start, begin with the most used components, document usage with examples, keep design and code in sync with shared tokens, and set up a clear contribution and versioning process.',
      'Because people do not like them.',
    ),
  ],
  Business: [
    mc(
      'Which statement shows whether a business made a profit over a period?',
      ['Balance sheet', 'Profit and loss statement', 'Cap table', 'Org chart'],
      1,
    ),
    mc(
      'CAC is $200 and monthly gross margin per customer is $40. What is the payback period?',
      ['2 months', '5 months', '8 months', '40 months'],
      1,
    ),
    mc('Which is the healthiest LTV to CAC ratio?', ['0.5', '1', '3 or more', 'It does not matter'], 2),
    mc('In RICE prioritisation, what does the C stand for?', ['Cost', 'Confidence', 'Customers', 'Complexity'], 1),
    mc('A funnel step goes from 1,800 users to 1,200 users. What is the conversion rate?', ['33%', '50%', '67%', '150%'], 2),
    mc('Runway is calculated as...', ['Revenue / customers', 'Cash / monthly net burn', 'Profit x 12', 'CAC / LTV'], 1),
    mc(
      'Which is a problem statement rather than a solution?',
      ['Users need a reminders feature', 'Freelancers lose hours chasing late invoices', 'Add dark mode', 'Build an app'],
      1,
    ),
    mc(
      'An A/B test should be stopped...',
      ['As soon as the result looks good', 'When the planned sample size is reached', 'After one day', 'Never'],
      1,
    ),
    tf('A profitable company can still run out of cash.', true),
    tf('Deferred revenue is recorded as a liability on the balance sheet.', true),
    tf('Prioritisation scores should replace discussion of strategy.', false),
    tf('Churn has no effect on customer lifetime value.', false),
    essay(
      'Our start-up has 8 months of runway. What would you do first, and why?',
      'I would rebuild the cash forecast month by month to confirm the real runway, then separate spending that drives growth from spending that does not. With 8 months left I would start fundraising now, since a round takes 3 to 6 months, while planning cuts that extend runway to 12 to 18 months if the raise is slow. I would focus the team on the metrics investors need to see, such as retention and payback.',
      'Raise more money.',
    ),
    essay(
      'Write a short problem statement for a product you use, including evidence and a success metric.',
      'Commuters who cycle to work often cannot find a free bike dock near their office at 9 am (half of the ride-ending complaints last month mention full docks). We will reduce failed docking attempts during the morning peak from 18% to 8% within three months.',
      'The app should have more features.',
    ),
  ],
  Leadership: [
    mc('Whose meeting is a one-to-one primarily?', ["The manager's", "The direct report's", "HR's", "The CEO's"], 1),
    mc('What does the B in the SBI feedback model stand for?', ['Belief', 'Behaviour', 'Budget', 'Benefit'], 1),
    mc(
      'At delegation level 4, the manager says...',
      ['Do exactly this', 'Recommend and I will approve', 'Decide, and tell me what you chose', 'Wait for me'],
      2,
    ),
    mc(
      'Which is a good reason to hold a live meeting in a remote team?',
      [
        'Reading status updates aloud',
        'Resolving conflict or ambiguity',
        'Sharing a document everyone can read',
        'Announcing a calendar change',
      ],
      1,
    ),
    mc(
      'How often should reinforcing feedback be given compared with redirecting feedback?',
      ['Never', 'Less often', 'About the same', 'Much more often'],
      3,
    ),
    mc(
      'What should end a piece of redirecting feedback?',
      ['A warning', 'A question, followed by listening', 'A joke', 'A list of past mistakes'],
      1,
    ),
    mc(
      'What is the main purpose of delegation for a manager?',
      ['Having less work', 'Growing people and scaling the team', 'Avoiding responsibility', 'Testing loyalty'],
      1,
    ),
    mc(
      'Which habit helps remote teams most?',
      ['More video calls', 'Default to written, asynchronous communication', 'Tracking online status', 'Daily two-hour meetings'],
      1,
    ),
    tf('One-to-ones are best used for detailed project status updates.', false),
    tf('Feedback is most effective when given soon after the event.', true),
    tf('Time-zone differences can be an advantage with good written hand-offs.', true),
    tf('A manager should be the best individual contributor on the team.', false),
    essay(
      'Using the SBI model, write the feedback you would give a team member who missed a deadline without warning.',
      'Situation: last Thursday, when the client report was due. Behaviour: the report was not delivered and I did not hear about the delay until the client asked. Impact: I had to apologise to the client without knowing when it would arrive, and the team rushed the next day. Then I would ask: what happened, and what would help you flag risks earlier next time?',
      'You were late and that is not acceptable.',
    ),
    essay(
      'How would you run your first one-to-one with a new direct report?',
      'I would explain that the meeting is theirs and weekly, then spend most of the time listening: their career so far, what motivates them, how they like to receive feedback and what they need from me. I would share my expectations and how I work, agree on a shared notes document, and end with one or two concrete commitments from me.',
      'I would tell them what to do this week.',
    ),
  ],
  Cybersecurity: [
    mc(
      'Which property of the CIA triad does ransomware mainly attack?',
      ['Confidentiality', 'Integrity', 'Availability', 'Authenticity'],
      2,
    ),
    mc(
      'How should passwords be stored?',
      ['Encrypted with AES', 'Hashed with SHA-256', 'With a slow, salted hash such as Argon2id', 'In plain text in a private table'],
      2,
    ),
    mc(
      'What is the best defence against SQL injection?',
      ['Escaping quotes by hand', 'Parameterised queries', 'Hiding error messages', 'Using POST instead of GET'],
      1,
    ),
    mc(
      'Which is a typical sign of phishing?',
      [
        'A message you expected from a colleague',
        'Urgent pressure to act and an unexpected link',
        'A newsletter you subscribed to',
        'A calendar invite from your manager',
      ],
      1,
    ),
    mc(
      'What does `nmap -sV` add to a scan?',
      ['Vulnerability exploitation', 'Service version detection', 'Password guessing', 'Packet capture'],
      1,
    ),
    mc('What makes identical passwords produce different hashes?', ['A salt', 'A pepper spray', 'Base64', 'Compression'], 0),
    mc('Which cookie attribute helps against CSRF?', ['HttpOnly', 'SameSite', 'Max-Age', 'Path'], 1),
    mc('Before scanning a network you must have...', ['A fast computer', 'Written permission from the owner', 'A VPN', 'Root access'], 1),
    tf('Hashing is reversible if you know the key.', false),
    tf('Multi-factor authentication blocks most attacks that rely on stolen passwords.', true),
    tf('Validating input length alone is enough to prevent SQL injection.', false),
    tf('You should report a phishing email to your security team even if you already clicked the link.', true),
    essay(
      'You receive an email from your "CEO" asking you to buy gift cards urgently. Describe what you do and why.',
      'I would not reply or buy anything. The urgency, the unusual request and the gift cards are classic signs of business email compromise. I would check the real sender address, verify by calling the CEO or their assistant on a number I already know, and report the email to the security team so they can warn others and block the sender.',
      'I would reply and ask if it is really them.',
    ),
    essay(
      'Explain the difference between hashing and encryption and when to use each.',
      'Hashing is a one-way function producing a fixed-size fingerprint; you cannot get the input back. It is used for integrity checks and, with a slow salted algorithm like Argon2id, for storing passwords. Encryption is reversible with a key and is used to keep data secret in transit or at rest, such as TLS or an encrypted database backup.',
      'Hashing and encryption are the same but hashing is faster.',
    ),
  ],
  'Cloud & DevOps': [
    mc('What does a container share with its host?', ['Nothing', 'The kernel', 'The BIOS', 'A hypervisor'], 1),
    mc(
      'Why use a multi-stage Docker build?',
      [
        'To run several containers at once',
        'To keep build tools out of the final image',
        'To speed up the network',
        'To avoid writing a Dockerfile',
      ],
      1,
    ),
    mc('Which Kubernetes object gives a set of pods one stable address?', ['Deployment', 'Service', 'ConfigMap', 'Namespace'], 1),
    mc(
      'Under the shared responsibility model, who patches the operating system of an EC2 instance?',
      ['AWS', 'The customer', 'Nobody', 'The hardware vendor'],
      1,
    ),
    mc(
      'What does `terraform plan` do?',
      ['Applies changes immediately', 'Shows what would change without changing it', 'Deletes all resources', 'Downloads Docker images'],
      1,
    ),
    mc(
      'Which practice follows least privilege?',
      ['Sharing the root account', 'Granting only the actions a role needs', 'Using one admin key for every app', 'Disabling MFA'],
      1,
    ),
    mc(
      'In Docker, where should dependencies be installed for good layer caching?',
      ['After copying all source files', 'Before copying the source files', 'At container start-up', 'In a volume'],
      1,
    ),
    mc(
      'Which probe tells Kubernetes a pod is ready to receive traffic?',
      ['Liveness probe', 'Readiness probe', 'Startup budget', 'Affinity rule'],
      1,
    ),
    tf('An image is a running instance of a container.', false),
    tf('Terraform remote state with locking prevents two people applying changes at the same time.', true),
    tf('Applications running on AWS should use IAM roles rather than long-lived access keys.', true),
    tf('A Deployment with 3 replicas keeps three identical pods running.', true),
    essay(
      'Describe how you would deploy a new version of a web service with zero downtime.',
      'I would build an immutable, versioned image and roll it out with a rolling update (or blue-green). Readiness probes make sure new pods only receive traffic when they are ready, and old pods keep serving until replaced. Database migrations must be backwards compatible, applied before the code that needs them. I would watch error rates and latency during the rollout and roll back automatically if they rise.',
      'Stop the old version and start the new one quickly.',
    ),
    essay(
      'Why is infrastructure as code better than clicking in a cloud console? Give two reasons.',
      'First, it is reviewable and versioned: changes go through pull requests, so the team sees the plan before anything changes and can roll back. Second, it is reproducible: the same code builds identical staging and production environments and can recreate them after a disaster, instead of relying on someone remembering which boxes they ticked.',
      'Because it is faster to type.',
    ),
  ],
};

/** Instructor feedback on graded subjective answers, by quality. */
export const FEEDBACK = {
  strong: [
    'Excellent answer: clear, precise and with a good example.',
    'Very well explained. You covered every important point.',
    'Great work, this is exactly the reasoning I was looking for.',
  ],
  weak: [
    'A start, but too brief. Explain why, and give a concrete example next time.',
    'Partly right. Review the lesson notes and try to be more specific.',
    'This misses the key idea. Have another look at the reading for this section.',
  ],
};
