// Where an employee's page lives (/people/employees/edit/{id}/{slug}) and how their name reads.
export interface NamedEmployee {
  _id: string;
  firstName: string;
  lastName: string;
}

export const employeeName = (employee: NamedEmployee) => `${employee.firstName} ${employee.lastName}`.trim();

/** 'Adaeze Nwosu' → 'adaeze-nwosu': the optional slug makes the address readable; the id alone finds the employee. */
export const employeeSlug = (employee: NamedEmployee) =>
  employeeName(employee)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const editEmployeePath = (employee: NamedEmployee) => {
  const slug = employeeSlug(employee);
  return `/people/employees/edit/${employee._id}${slug ? `/${slug}` : ''}`;
};
