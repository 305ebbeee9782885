// /people/groups/edit/{id}: a group's name and description; an unknown id says so.
import { Skeleton, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { isNotFoundError } from '@/lib/api/index.ts';
import { useGroup } from '../api/group-query.ts';
import { useUpdateGroupMutation } from '../api/update-group-mutation.ts';
import { GroupForm } from '../components/group-form.tsx';
import { GROUPS_COPY as COPY } from '../copy.ts';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const group = useGroup(id);
  const update = useUpdateGroupMutation(id);
  if (isNotFoundError(group.error))
    return (
      <NotFoundState
        message={COPY.details.notFound}
        backTo="/people/groups"
        backLabel={COPY.details.backToList}
      />
    );
  return (
    <Stack gap="lg">
      <div>
        <BackButton fallback="/people/groups" />
        <PageTitle title={COPY.form.editTitle} />
      </div>
      <QueryState query={group} loading={<Skeleton h={220} maw={640} radius="md" />}>
        {(data) => (
          <GroupForm
            initial={{ name: data.name, description: data.description ?? '' }}
            submitLabel={COPY.form.saveChanges}
            busy={update.isPending}
            onCancel={() => navigate(`/people/groups/group-details/${id}`)}
            onSubmit={(values, onError) =>
              update.mutate(values, {
                onSuccess: () => {
                  showToast({ kind: 'success', message: COPY.form.updated });
                  navigate(`/people/groups/group-details/${id}`);
                },
                onError,
              })
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}
