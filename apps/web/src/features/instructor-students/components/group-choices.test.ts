import { describe, expect, it } from 'vitest';
import { ALL_GROUPS_LABEL, groupChoices, OTHER_GROUP_LABEL } from './group-choices';

const groups = [
  { id: 'g-1', name: 'Accounts' },
  { id: 'g-2', name: 'Ward A' },
];

describe('the group select’s options', () => {
  it('are All groups then each group, in the order given', () => {
    expect(groupChoices(groups, '')).toEqual([
      { value: '', label: ALL_GROUPS_LABEL },
      { value: 'g-1', label: 'Accounts' },
      { value: 'g-2', label: 'Ward A' },
    ]);
    expect(groupChoices(groups, 'g-2')).toHaveLength(3);
  });

  it('are none (no select) without any group, unless one is chosen', () => {
    expect(groupChoices([], '')).toBeNull();
    expect(groupChoices(undefined, '')).toBeNull();
    expect(groupChoices([], 'gone')).toEqual([
      { value: '', label: ALL_GROUPS_LABEL },
      { value: 'gone', label: OTHER_GROUP_LABEL },
    ]);
  });

  it('keep a chosen group the options do not hold', () => {
    expect(groupChoices(groups, 'gone')?.at(-1)).toEqual({ value: 'gone', label: OTHER_GROUP_LABEL });
  });
});
