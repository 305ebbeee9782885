import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useGoBack } from './use-go-back.ts';

/** "← Back", or another label, going one step back (see useGoBack). */
export function BackButton({ label = 'Back', fallback }: { label?: string; fallback?: string }) {
  const goBack = useGoBack(fallback);
  return (
    <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={goBack} px="xs">
      {label}
    </Button>
  );
}
