import { BulkImportPage } from '../components/bulk-import-page';

export function Component() {
  return <BulkImportPage />;
}
