import { FolderTree } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Categories | LearnFlix</title>
      <ComingSoon
        title="Categories"
        description="The categories of the course catalogue."
        icon={FolderTree}
        features={['Category list', 'Create, rename and delete unused categories']}
      />
    </>
  );
}
