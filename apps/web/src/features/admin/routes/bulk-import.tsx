import { Upload } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Bulk Import Users | LearnFlix</title>
      <ComingSoon
        title="Bulk Import Users"
        description="Create many accounts at once from a CSV file."
        icon={Upload}
        features={['Download Sample CSV', 'Import Users with progress', 'Successful and Failed counts']}
        back={{ to: '/admin', label: 'Back to Dashboard' }}
      />
    </>
  );
}
