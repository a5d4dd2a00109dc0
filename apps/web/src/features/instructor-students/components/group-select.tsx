import { NativeSelect } from '@/components/ui/native-select';
import { useGroupOptions } from '../api/get-group-options';
import { groupChoices, type GroupChoice } from './group-choices';

/**
 * The group select's choices for the group in the address: null (no select) for whoever may not
 * filter by group (canPlatform 'filter-by-group'), while the groups load, and when there is none.
 */
export function useGroupChoices(value: string): GroupChoice[] | null {
  const options = useGroupOptions();
  return options.data ? groupChoices(options.data.groups, value) : null;
}

/** The group filter of the students and analytics screens: the choices of `groupChoices`; '' is every group. */
export function GroupSelect({
  id,
  value,
  choices,
  onChange,
}: {
  id: string;
  value: string;
  choices: GroupChoice[];
  onChange: (groupId: string | null) => void;
}) {
  return (
    <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value || null)}>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </NativeSelect>
  );
}
