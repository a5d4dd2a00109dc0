import { FileQuestion } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Quiz Management | LearnFlix</title>
      <ComingSoon
        title="Quiz Management"
        description="Create quizzes, publish them and follow your students' attempts."
        icon={FileQuestion}
        features={['Total Quizzes, Published, Total Attempts', 'Your Quizzes', 'Create and edit quizzes', 'Quiz statistics']}
      />
    </>
  );
}
