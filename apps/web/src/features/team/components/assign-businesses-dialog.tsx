// Assign an administrator to businesses: 'Admin assigned to business(es)' (spec §6).
import { Button, Group, Stack } from '@mantine/core';
import type { Administrator } from '@paydesk/contracts';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { ADMINS_COPY as COPY } from '../admins-copy.ts';
import { useAssignBusinessesMutation } from '../api/assign-businesses-mutation.ts';
import { BusinessChecklist } from './business-checklist.tsx';

export function AssignBusinessesDialog({
  admin,
  onClose,
}: {
  admin: Administrator | null;
  onClose: () => void;
}) {
  const assign = useAssignBusinessesMutation();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (admin) setChosen(admin.businesses.map((b) => b._id));
  }, [admin]);
  return (
    <AppDialog
      opened={admin !== null}
      onClose={onClose}
      title={COPY.assignTitle(admin ? `${admin.firstName} ${admin.lastName}` : '')}
      description={COPY.assignDescription}
    >
      <Stack gap="md">
        {admin && <BusinessChecklist value={chosen} onChange={setChosen} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {COPY.form.cancel}
          </Button>
          <Button
            loading={assign.isPending}
            onClick={() =>
              admin &&
              assign.mutate(
                { id: admin._id, businesses: chosen },
                {
                  onSuccess: (answer) => {
                    showToast({ kind: 'success', message: answer.message });
                    onClose();
                  },
                },
              )
            }
          >
            {COPY.form.save}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
