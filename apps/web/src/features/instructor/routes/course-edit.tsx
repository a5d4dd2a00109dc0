import { Pencil } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Edit Course | LearnFlix</title>
      <ComingSoon
        title="Edit Course"
        description="Change the details, pricing and media of your course."
        icon={Pencil}
        features={['Title, descriptions and category', 'Level, price and duration', 'Thumbnail and preview video']}
        back={{ to: '/instructor/courses', label: 'Back to Course Management' }}
      />
    </>
  );
}
