import type { Area } from '@app/core';
import type * as React from 'react';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { PublicLayout } from './public-layout';

// Loaded on demand: the landing page (every visitor's first load) needs none of them.
const AdminLayout = lazy(() => import('./admin-layout').then((m) => ({ default: m.AdminLayout })));
const InstructorLayout = lazy(() => import('./instructor-layout').then((m) => ({ default: m.InstructorLayout })));
const SubadminLayout = lazy(() => import('./subadmin-layout').then((m) => ({ default: m.SubadminLayout })));

/**
 * The frame of an area (sidebar and all), loaded when first needed, around `children` or the
 * matched child route; null is the learner's and visitor's frame (header and footer).
 */
export function AreaFrame({ area, children }: { area: Area | null; children?: React.ReactNode }) {
  if (area === null) return <PublicLayout>{children}</PublicLayout>;
  const Layout = area === 'admin' ? AdminLayout : area === 'instructor' ? InstructorLayout : SubadminLayout;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
