import { ChartColumn } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Quiz Statistics | LearnFlix</title>
      <ComingSoon
        title="Quiz Statistics"
        description="Attempts of this quiz, newest first, with answers and results."
        icon={ChartColumn}
        features={['Attempts with student and score', 'Passed, Failed and Pending Evaluation', 'Answers per question']}
        back={{ to: '/instructor', label: 'Back to Dashboard' }}
      />
    </>
  );
}
