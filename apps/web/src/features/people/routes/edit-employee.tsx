// /people/employees/edit/{id}/{slug?}: an employee's details to edit (only changed fields are sent), the single
// actions of spec §4, the rent document, the remittance history (each deduction traced to its remittance and
// receipt) and the history of audited changes; an unknown id says so.
import { Grid, Group, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { isNotFoundError } from '@/lib/api/index.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useEmployee } from '../api/employee-query.ts';
import { useUpdateEmployeeMutation } from '../api/update-employee-mutation.ts';
import { EmployeeActions } from '../components/employee-actions.tsx';
import { EmployeeStatusBadge, OnDemandBadges } from '../components/employee-badges.tsx';
import { EmployeeForm } from '../components/employee-form.tsx';
import { EmployeeHistory } from '../components/employee-history.tsx';
import { EmployeeRemittances } from '../components/employee-remittances.tsx';
import { EmployeeSummary } from '../components/employee-summary.tsx';
import { RentDocument } from '../components/rent-document.tsx';
import { EMPLOYEE_EDIT_COPY as COPY, EMPLOYEE_FORM_COPY } from '../copy.ts';
import { changedFields, employeeFormSchema, formValuesOf } from '../logic/employee-form.ts';
import { employeeName } from '../logic/employee-paths.ts';

export function Component() {
  const { id = '' } = useParams();
  const employee = useEmployee(id);
  const update = useUpdateEmployeeMutation(id);
  const mayManage = useCan('people.employees.manage');
  if (isNotFoundError(employee.error))
    return <NotFoundState message={COPY.notFound} backTo="/people/employees" backLabel={COPY.backToList} />;
  return (
    <Stack gap="lg">
      <div>
        <BackButton fallback="/people/employees" />
      </div>
      <QueryState query={employee} loading={<Skeleton h={400} radius="md" />}>
        {(data) => {
          const initial = formValuesOf(data);
          return (
            <Stack gap="lg">
              <PageTitle title={employeeName(data)} subtitle={`${data.staffId} · ${data.email}`}>
                <Group gap="xs">
                  <EmployeeStatusBadge status={data.status} />
                  <OnDemandBadges employee={data} />
                </Group>
              </PageTitle>
              <EmployeeActions employee={data} />
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, lg: 8 }}>
                  {mayManage ? (
                    <EmployeeForm
                      key={data.updatedAt}
                      initial={initial}
                      savedBvn={data.bvn}
                      savedNameCheck={{
                        bankCode: data.bankCode,
                        accountNumber: data.accountNumber,
                        accountName: data.accountName,
                        nameCheck: data.nameCheck,
                      }}
                      submitLabel={EMPLOYEE_FORM_COPY.saveChanges}
                      busy={update.isPending}
                      onCancel={() => window.history.back()}
                      onSubmit={(values, onError) => {
                        const patch = changedFields(employeeFormSchema.parse(initial), values);
                        if (Object.keys(patch).length === 0) {
                          showToast({ kind: 'info', message: COPY.nothingChanged });
                          return;
                        }
                        update.mutate(patch, {
                          onSuccess: () =>
                            showToast({ kind: 'success', message: EMPLOYEE_FORM_COPY.updated }),
                          onError,
                        });
                      }}
                    />
                  ) : (
                    <EmployeeSummary employee={data} />
                  )}
                </Grid.Col>
                <Grid.Col span={{ base: 12, lg: 4 }}>
                  <Stack gap="lg">
                    <RentDocument employee={data} mayManage={mayManage} />
                    <EmployeeRemittances employeeId={data._id} />
                    <EmployeeHistory employeeId={data._id} />
                  </Stack>
                </Grid.Col>
              </Grid>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
