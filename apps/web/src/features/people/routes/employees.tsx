// /people/employees: every employee of the business (see the list page for what it offers).
import { EmployeeListPage } from '../components/employee-list-page.tsx';
import { EMPLOYEES_COPY as COPY } from '../copy.ts';

export function Component() {
  return <EmployeeListPage title={COPY.title} subtitle={COPY.subtitle} />;
}
