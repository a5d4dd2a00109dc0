import { ClipboardCheck } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Subjective Quiz Evaluation | LearnFlix</title>
      <ComingSoon
        title="Subjective Quiz Evaluation"
        description="Grade your students' written answers."
        icon={ClipboardCheck}
        features={['Pending Evaluation and Evaluated tabs', 'Points and feedback per answer']}
      />
    </>
  );
}
