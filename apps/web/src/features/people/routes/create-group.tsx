// /people/groups/create: a new group; 'Group Created Successfully' (spec §8), then its page to assign employees.
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { showToast } from '@/components/toast.tsx';
import { useCreateGroupMutation } from '../api/create-group-mutation.ts';
import { GroupForm } from '../components/group-form.tsx';
import { GROUPS_COPY as COPY, PEOPLE_TOASTS } from '../copy.ts';

export function Component() {
  const navigate = useNavigate();
  const create = useCreateGroupMutation();
  return (
    <Stack gap="lg">
      <div>
        <BackButton fallback="/people/groups" />
        <PageTitle title={COPY.form.createTitle} />
      </div>
      <GroupForm
        submitLabel={COPY.form.save}
        busy={create.isPending}
        onCancel={() => navigate('/people/groups')}
        onSubmit={(values, onError) =>
          create.mutate(values, {
            onSuccess: (group) => {
              showToast({ kind: 'success', message: PEOPLE_TOASTS.groupCreated });
              navigate(`/people/groups/group-details/${group._id}`);
            },
            onError,
          })
        }
      />
    </Stack>
  );
}
