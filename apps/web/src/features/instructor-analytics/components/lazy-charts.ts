import { lazy } from 'react';

// recharts and its parts are a chunk of their own, asked for when the first chart is shown.
export const ActivityChart = lazy(() => import('./charts'));
export const RevenueChart = lazy(() => import('./charts').then((m) => ({ default: m.RevenueChart })));
export const FunnelChart = lazy(() => import('./charts').then((m) => ({ default: m.FunnelChart })));
export const ReachChart = lazy(() => import('./charts').then((m) => ({ default: m.ReachChart })));
