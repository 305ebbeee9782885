// /people/employees/crm: the employees as a contacts directory — search and filters, CSV and XLSX export from the
// server, and a message by email or SMS to the selected employees. The selection is kept across searches, so people
// found one search at a time can be messaged together.
import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { contactColumns } from '../components/contact-columns.tsx';
import { EmployeeListPage } from '../components/employee-list-page.tsx';
import { MessageEmployeesDialog } from '../components/message-employees-dialog.tsx';
import { CONTACTS_COPY as COPY } from '../copy.ts';

export function Component() {
  return (
    <EmployeeListPage
      title={COPY.title}
      subtitle={COPY.subtitle}
      columns={contactColumns}
      keepSelectionAcrossFilters
      bulkActions={(selected, clear) => <MessageButton ids={selected.map((e) => e._id)} onSent={clear} />}
    />
  );
}

function MessageButton({ ids, onSent }: { ids: string[]; onSent: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" leftSection={<IconMessage size={14} />} onClick={() => setOpen(true)}>
        {COPY.message.open}
      </Button>
      <MessageEmployeesDialog
        opened={open}
        employeeIds={ids}
        onClose={() => setOpen(false)}
        onSent={onSent}
      />
    </>
  );
}
