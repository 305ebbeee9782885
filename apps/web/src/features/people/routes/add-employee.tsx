// /people/employees/add: one employee by form, or many by a CSV or XLSX file checked row by row.
import { Stack, Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { showToast } from '@/components/toast.tsx';
import { useCreateEmployeeMutation } from '../api/create-employee-mutation.ts';
import { EmployeeForm } from '../components/employee-form.tsx';
import { EmployeeUpload } from '../components/employee-upload.tsx';
import { EMPLOYEE_FORM_COPY as COPY } from '../copy.ts';
import { editEmployeePath } from '../logic/employee-paths.ts';

export function Component() {
  const navigate = useNavigate();
  const create = useCreateEmployeeMutation();
  return (
    <Stack gap="lg">
      <div>
        <BackButton fallback="/people/employees" />
        <PageTitle title={COPY.addTitle} subtitle={COPY.addSubtitle} />
      </div>
      <Tabs defaultValue="single" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="single">{COPY.tabs.single}</Tabs.Tab>
          <Tabs.Tab value="upload">{COPY.tabs.upload}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="single">
          <EmployeeForm
            submitLabel={COPY.save}
            busy={create.isPending}
            onCancel={() => navigate('/people/employees')}
            onSubmit={(values, onError) =>
              create.mutate(values, {
                onSuccess: (employee) => {
                  showToast({ kind: 'success', message: COPY.created });
                  navigate(editEmployeePath(employee));
                },
                onError,
              })
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="upload">
          <EmployeeUpload />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
