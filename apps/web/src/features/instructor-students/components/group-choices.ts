import type { GroupOption } from '@app/core';

export interface GroupChoice {
  /** The group's id, or '' for every group. */
  value: string;
  label: string;
}

export const ALL_GROUPS_LABEL = 'All groups';
/** The label of a group in the address that the options do not hold (deleted since, or past the first few hundred). */
export const OTHER_GROUP_LABEL = 'Chosen group';

/**
 * The group select's options: All groups, then each group; null (no select at all) when there is no
 * group and none is chosen. A chosen group the options do not hold stays visible, so that the
 * select never shows "All groups" while the list is filtered.
 */
export function groupChoices(groups: readonly GroupOption[] | undefined, value: string): GroupChoice[] | null {
  const list = groups ?? [];
  if (list.length === 0 && !value) return null;
  const choices = [{ value: '', label: ALL_GROUPS_LABEL }, ...list.map((g) => ({ value: g.id, label: g.name }))];
  if (value && !list.some((g) => g.id === value)) choices.push({ value, label: OTHER_GROUP_LABEL });
  return choices;
}
