// Spare questions of the design, business and leadership banks (see quiz-spares.ts).
import { mc, tf, type BankQuestion } from './quiz-bank.js';

export const PEOPLE_SPARES: Record<string, BankQuestion[]> = {
  Design: [
    mc(
      'What is a persona?',
      ['A real customer’s account', 'A research-based profile of a typical user', 'A brand colour', 'A font family'],
      1,
    ),
    mc('Which method groups findings from research into themes?', ['A/B testing', 'Affinity mapping', 'Kerning', 'Wireframing'], 1),
    mc(
      'What is the purpose of a wireframe?',
      ['Final visual polish', 'Agreeing structure and layout before visual detail', 'Writing the code', 'Choosing the logo'],
      1,
    ),
    mc(
      'In Figma, what is a variant?',
      ['A copy of a file', 'One version of a component within a component set', 'A plugin', 'A colour profile'],
      1,
    ),
    mc(
      'Which property makes Figma frames resize and stack their children automatically?',
      ['Auto layout', 'Constraints only', 'Masks', 'Boolean groups'],
      0,
    ),
    mc(
      'What is tracking in typography?',
      ['Line height', 'Uniform spacing between all letters', 'The weight of a font', 'The height of capitals'],
      1,
    ),
    mc(
      'Which pairing is usually safest for a beginner?',
      ['Two decorative display fonts', 'One serif and one sans-serif with clear roles', 'Five different families', 'Only italics'],
      1,
    ),
    mc('What minimum contrast ratio does WCAG AA ask for normal body text?', ['2:1', '3:1', '4.5:1', '10:1'], 2),
    mc(
      'What does a "think aloud" usability test ask participants to do?',
      ['Stay silent', 'Say what they are thinking as they use the product', 'Rate colours', 'Write code'],
      1,
    ),
    mc('Which is an example of a semantic design token?', ['blue-500', 'color-text-danger', '#FF0000', 'font-16'], 1),
    tf('A design system’s components should be documented with when and when not to use them.', true),
    tf('Body text set in all capitals is easier to read than mixed case.', false),
    tf('Asking users which features they want is as reliable as watching what they do.', false),
    tf('Consistent spacing values help a layout feel ordered.', true),
  ],
  Business: [
    mc(
      'What is gross margin?',
      [
        'Revenue minus all costs',
        'Revenue minus the direct cost of what was sold, as a share of revenue',
        'Cash in the bank',
        'Revenue growth',
      ],
      1,
    ),
    mc(
      'Which statement shows cash moving in and out over a period?',
      ['Balance sheet', 'Cash flow statement', 'Income statement', 'Cap table'],
      1,
    ),
    mc('What is burn rate?', ['Revenue per month', 'How much cash a company spends per month', 'Profit margin', 'Staff turnover'], 1),
    mc('What does CAC stand for?', ['Cost of acquiring a customer', 'Cash after costs', 'Customer annual churn', 'Capital at close'], 0),
    mc(
      'Which is a leading indicator for a subscription product?',
      ['Last year’s revenue', 'Weekly active usage of the core feature', 'Office rent', 'Tax paid'],
      1,
    ),
    mc(
      'What is a marketing funnel?',
      ['An org chart', 'The stages people pass from first hearing of a product to buying it', 'A budget', 'A logo'],
      1,
    ),
    mc(
      'Which metric best shows whether an email campaign drove action?',
      ['Emails sent', 'Click-through rate', 'Subject line length', 'Number of images'],
      1,
    ),
    mc(
      'What is search engine optimisation mainly about?',
      ['Paying for every click', 'Earning visibility in unpaid search results', 'Sending newsletters', 'Printing flyers'],
      1,
    ),
    mc(
      'What does a product roadmap communicate?',
      ['Every task of every engineer', 'The direction and priorities over time', 'The office layout', 'Salaries'],
      1,
    ),
    mc(
      'What is an MVP?',
      [
        'The most expensive version',
        'The smallest product that tests the key assumption with real users',
        'A finished product',
        'A marketing video',
      ],
      1,
    ),
    mc(
      'Which is a good success metric for a new onboarding flow?',
      ['Number of screens', 'Share of new users who complete setup and return within a week', 'Lines of code', 'Colours used'],
      1,
    ),
    mc(
      'Revenue is $50,000 and costs are $60,000. What is the result?',
      ['$10,000 profit', '$10,000 loss', 'Break-even', '$110,000 profit'],
      1,
    ),
    mc('What does "break-even" mean?', ['Revenue equals costs', 'Revenue doubles', 'Costs are zero', 'Cash runs out'], 0),
    tf('Revenue and cash received are always the same in a given month.', false),
    tf('Reducing churn increases customer lifetime value.', true),
    tf('A/B tests need enough traffic to detect the difference you care about.', true),
    tf('A roadmap is a fixed promise that must never change.', false),
    tf('Retargeting shows ads to people who have already visited your site.', true),
  ],
  Leadership: [
    mc(
      'What is psychological safety in a team?',
      ['Never disagreeing', 'Confidence that you can speak up without being punished', 'Working from home', 'Having no deadlines'],
      1,
    ),
    mc(
      'What is the best first step when two team members disagree strongly?',
      ['Pick a side at once', 'Listen to each privately to understand the interests behind their positions', 'Ignore it', 'Escalate to HR'],
      1,
    ),
    mc(
      'What makes a goal SMART?',
      ['It is secret', 'Specific, measurable, achievable, relevant and time-bound', 'It is short', 'It is set by the CEO'],
      1,
    ),
    mc(
      'In a remote team, what should a written hand-off include?',
      ['Only a greeting', 'Status, decisions made, open questions and next steps', 'A video only', 'Nothing, people can ask later'],
      1,
    ),
    mc(
      'How should you respond when someone gives you critical feedback?',
      ['Defend yourself at once', 'Thank them and ask questions to understand', 'Change the subject', 'Give feedback back immediately'],
      1,
    ),
    mc(
      'What is a good way to recognise good work?',
      [
        'A generic "great job" to everyone',
        'Specific praise soon after, naming the behaviour and its impact',
        'Only at the annual review',
        'Never, it is their job',
      ],
      1,
    ),
    mc(
      'Which question invites a team member to reflect in a one-to-one?',
      ['Is the project done?', 'What would you do differently next time?', 'Why were you late?', 'Did you read my email?'],
      1,
    ),
    tf('Delegating a task means you no longer need to check on it at all.', false),
    tf('Asking for feedback on your own management builds trust.', true),
    tf('Remote teams benefit from agreeing on response-time expectations.', true),
  ],
};
