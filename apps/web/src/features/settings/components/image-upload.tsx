// Choose a JPEG or PNG and upload it at once; the server checks it by content and answers the new URL.
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';

export function ImageUpload({
  label,
  help,
  src,
  fallback,
  busy,
  onFile,
  testId,
  radius = 'xl',
}: {
  label: string;
  help: string;
  src: string | null;
  fallback: string;
  busy: boolean;
  onFile: (file: File) => void;
  testId: string;
  radius?: 'xl' | 'md';
}) {
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={src} size={72} radius={radius} color="brand" alt="" data-testid={`${testId}-preview`}>
        {fallback}
      </Avatar>
      <Stack gap={6}>
        <FileButton onChange={(file) => file && onFile(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              loading={busy}
              data-testid={`${testId}-button`}
            >
              {label}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {help}
        </Text>
      </Stack>
    </Group>
  );
}
