// /people/employees/accepted: the employees who accepted on-demand pay, over the same list kit.
import { EmployeeListPage } from '../components/employee-list-page.tsx';
import { ON_DEMAND_VIEWS_COPY as COPY } from '../copy.ts';

export function Component() {
  return (
    <EmployeeListPage
      title={COPY.acceptedTitle}
      subtitle={COPY.acceptedSubtitle}
      onDemand="accepted"
      emptyView={{ header: COPY.acceptedEmptyHeader, subHeader: COPY.acceptedEmpty }}
    />
  );
}
