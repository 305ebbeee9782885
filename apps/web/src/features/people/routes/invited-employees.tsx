// /invited-employees (and /people/employees/invited-employees): the employees invited to on-demand pay who have not
// accepted yet, over the same list kit; open to unverified businesses like the employees landing page.
import { EmployeeListPage } from '../components/employee-list-page.tsx';
import { ON_DEMAND_VIEWS_COPY as COPY } from '../copy.ts';

export function Component() {
  return (
    <EmployeeListPage
      title={COPY.invitedTitle}
      subtitle={COPY.invitedSubtitle}
      onDemand="invited"
      emptyView={{ header: COPY.invitedEmptyHeader, subHeader: COPY.invitedEmpty }}
    />
  );
}
