import { complianceResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { complianceSearch, type ComplianceParams } from './compliance-params';
import { assignmentKeys } from './keys';

/** The compliance report: totals, per course, per group, completions per week, and one page of learners' assignments. */
export async function getCompliance(params: ComplianceParams, signal?: AbortSignal) {
  return complianceResponse.parse(await api<unknown>(`/api/compliance${complianceSearch(params)}`, { signal }));
}

export const complianceQueryOptions = (params: ComplianceParams) =>
  queryOptions({ queryKey: assignmentKeys.report(params), queryFn: ({ signal }) => getCompliance(params, signal) });

/** The report of the filters in the address; the previous page stays on screen while the next loads. */
export function useCompliance(params: ComplianceParams) {
  return useQuery({ ...complianceQueryOptions(params), placeholderData: keepPreviousData });
}
