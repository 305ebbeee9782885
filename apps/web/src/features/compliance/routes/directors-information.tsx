// Registered flow, step 3: the directors, each with a BVN verified against their bank record.
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Director } from '@paydesk/contracts';
import { IconPencil, IconPlus, IconRosetteDiscountCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { useDeleteDirectorMutation } from '../api/director-mutations.ts';
import { CompliancePage } from '../components/compliance-page.tsx';
import { DirectorFormModal } from '../components/director-form.tsx';
import { FlowStep } from '../components/flow-step.tsx';
import { COMPLIANCE_COPY, STEP_DESCRIPTIONS } from '../copy.ts';
import { COMPLIANCE_ROUTES } from '../paths.ts';

function DirectorCard({
  director,
  onEdit,
  onRemove,
}: {
  director: Director;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const name = `${director.firstName} ${director.lastName}`;
  return (
    <Card withBorder radius="md" p="lg" data-testid="director">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={650}>{name}</Text>
            {director.bvnVerifiedAt && (
              <Badge color="teal" variant="light" leftSection={<IconRosetteDiscountCheck size={12} />}>
                BVN verified
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            BVN •••••••{director.bvnLast4}
            {director.verifiedName ? ` · on record as ${director.verifiedName}` : ''}
          </Text>
          {(director.email || director.phoneNumber) && (
            <Text size="sm" c="dimmed">
              {[director.email, director.phoneNumber].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={COMPLIANCE_COPY.editDirector}>
            <ActionIcon variant="default" size="lg" onClick={onEdit} aria-label={`Edit ${name}`}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={COMPLIANCE_COPY.removeDirector}>
            <ActionIcon
              variant="default"
              color="red"
              size="lg"
              onClick={onRemove}
              aria-label={`Remove ${name}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}

export function Component() {
  const [editing, setEditing] = useState<Director | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<Director | null>(null);
  const remove = useDeleteDirectorMutation();
  return (
    <FlowStep flow="registered">
      {(progress) => (
        <CompliancePage
          title="Directors information"
          description={STEP_DESCRIPTIONS['directors-information']}
          back={{ to: COMPLIANCE_ROUTES.registered, label: COMPLIANCE_COPY.back }}
          aside={
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              {COMPLIANCE_COPY.addDirector}
            </Button>
          }
        >
          <Stack gap="sm">
            {progress.directors.length === 0 ? (
              <Card withBorder radius="md" p="xl">
                <Text c="dimmed" ta="center">
                  {COMPLIANCE_COPY.noDirectors}
                </Text>
              </Card>
            ) : (
              progress.directors.map((director) => (
                <DirectorCard
                  key={director._id}
                  director={director}
                  onEdit={() => {
                    setEditing(director);
                    setFormOpen(true);
                  }}
                  onRemove={() => setRemoving(director)}
                />
              ))
            )}
          </Stack>
          <Group justify="space-between">
            <Button component={Link} to={COMPLIANCE_ROUTES.registered} variant="default">
              {COMPLIANCE_COPY.back}
            </Button>
            <Button
              component={Link}
              to={COMPLIANCE_ROUTES.registered}
              disabled={!progress.completedSteps.includes('directors-information')}
            >
              Done
            </Button>
          </Group>
          <DirectorFormModal opened={formOpen} onClose={() => setFormOpen(false)} director={editing} />
          <ConfirmDialog
            opened={removing !== null}
            title={COMPLIANCE_COPY.removeDirector}
            question={`Remove ${removing?.firstName ?? ''} ${removing?.lastName ?? ''} from the directors?`}
            busy={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() =>
              removing &&
              remove.mutate(removing._id, {
                onSuccess: () => {
                  showToast({ kind: 'success', message: COMPLIANCE_COPY.directorRemoved });
                  setRemoving(null);
                },
              })
            }
          />
        </CompliancePage>
      )}
    </FlowStep>
  );
}
