import { ASSIGNMENT_STATUSES, type AssignmentStatus } from '@app/core';

export type ComplianceStatus = 'all' | AssignmentStatus;
export const COMPLIANCE_STATUS_FILTERS: readonly ComplianceStatus[] = ['all', ...ASSIGNMENT_STATUSES];

/** The report's filters as its address holds them (?course&group&status&page): the query, its key and the CSV export read these. */
export interface ComplianceParams {
  course?: string;
  group?: string;
  status: ComplianceStatus;
  page: number;
}

/**
 * Reads the report's filters from its address. A status or page the report does not know reads as
 * its default; a course or group id goes to the server as it is (its 400 names what is wrong). On a
 * course's own report (`fixedCourse`) the course is that one, whatever the address says.
 */
export function complianceParams(search: URLSearchParams, fixedCourse?: string): ComplianceParams {
  const status = search.get('status') ?? '';
  const page = Number(search.get('page'));
  const course = fixedCourse ?? (search.get('course') || undefined);
  const group = search.get('group') || undefined;
  return {
    ...(course ? { course } : {}),
    ...(group ? { group } : {}),
    status: (COMPLIANCE_STATUS_FILTERS as readonly string[]).includes(status) ? (status as ComplianceStatus) : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of the report's API call (`withPage`) or of its CSV export (the same filters, no page); defaults left out. */
export function complianceSearch(params: ComplianceParams, withPage = true): string {
  const search = new URLSearchParams();
  if (params.course) search.set('course', params.course);
  if (params.group) search.set('group', params.group);
  if (params.status !== 'all') search.set('status', params.status);
  if (withPage && params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The CSV export of the rows these filters show, every page of them (streamed by the server). */
export const complianceExportHref = (params: ComplianceParams) => `/api/compliance/export.csv${complianceSearch(params, false)}`;
