// The people an assign dialog offers, one checkbox each, in a list that scrolls inside the dialog so its buttons stay
// on screen however long the list is (390×844 included). Someone already in the target group is shown checked and
// disabled, "Already in this group", so nobody is assigned twice or left wondering.
import { Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import type { Employee } from '@paydesk/contracts';
import { GROUPS_COPY } from '../copy.ts';
import { employeeName } from '../logic/employee-paths.ts';

const COPY = GROUPS_COPY.assign;

/** The set with `id` in it or not, as a checkbox says (a new set: React state is never changed in place). */
export function withToggled(set: ReadonlySet<string>, id: string, present: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

export const inGroup = (employee: Pick<Employee, 'groups'>, groupId: string | null) =>
  Boolean(groupId && employee.groups.some((group) => group._id === groupId));

interface GroupAssignListProps {
  employees: Employee[];
  groupId: string | null;
  chosen: ReadonlySet<string>;
  onToggle: (employee: Employee, checked: boolean) => void;
  empty?: React.ReactNode;
}

export function GroupAssignList({ employees, groupId, chosen, onToggle, empty }: GroupAssignListProps) {
  return (
    <ScrollArea.Autosize mah="min(45dvh, 360px)" type="auto" offsetScrollbars data-testid="assign-list">
      <Stack gap="xs" py={2}>
        {employees.length === 0 && empty}
        {employees.map((employee) => {
          const member = inGroup(employee, groupId);
          return (
            <Checkbox
              key={employee._id}
              label={`${employeeName(employee)} · ${employee.staffId}`}
              description={member ? COPY.alreadyIn : undefined}
              checked={member || chosen.has(employee._id)}
              disabled={member}
              onChange={(event) => onToggle(employee, event.currentTarget.checked)}
              wrapperProps={{ 'data-testid': `assign-row-${employee.email}` }}
            />
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}

export function NoneFound({ searching }: { searching: boolean }) {
  return (
    <Text size="sm" c="dimmed">
      {searching ? COPY.searching : COPY.noneFound}
    </Text>
  );
}
