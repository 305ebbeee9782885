// The buttons under a step form: save and go on, or back to the steps.
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { COMPLIANCE_COPY } from '../copy.ts';

export function StepFormActions({ backTo, saving }: { backTo: string; saving: boolean }) {
  return (
    <Group justify="space-between" mt="md">
      <Button component={Link} to={backTo} variant="default">
        {COMPLIANCE_COPY.back}
      </Button>
      <Button type="submit" loading={saving}>
        {COMPLIANCE_COPY.saveAndContinue}
      </Button>
    </Group>
  );
}
