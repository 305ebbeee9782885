// The signature recipe on the webhooks page (issue 29): how `Paydesk-Signature` is computed, and a copyable
// verifier in Node and in Python (the snippets the API's tests run against a real signed delivery).
import { Button, Code, CopyButton, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { WEBHOOK_HEADERS, WEBHOOK_VERIFY_NODE, WEBHOOK_VERIFY_PYTHON } from '@paydesk/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { RECIPE_COPY as COPY } from '../copy.ts';

const SNIPPETS = [
  { value: 'node', label: COPY.node, code: WEBHOOK_VERIFY_NODE },
  { value: 'python', label: COPY.python, code: WEBHOOK_VERIFY_PYTHON },
] as const;

export function SignatureRecipe() {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder data-testid="signature-recipe">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {COPY.title}
        </Title>
        <Text size="sm">
          {COPY.header} <Code>{WEBHOOK_HEADERS.signature}: t=&lt;unix seconds&gt;,v1=&lt;signature&gt;</Code>
        </Text>
        <Text size="sm">{COPY.how}</Text>
        <Text size="sm" c="dimmed">
          {COPY.raw}
        </Text>
        <Tabs defaultValue="node">
          <Tabs.List>
            {SNIPPETS.map((s) => (
              <Tabs.Tab key={s.value} value={s.value}>
                {s.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SNIPPETS.map((s) => (
            <Tabs.Panel key={s.value} value={s.value} pt="sm">
              <Stack gap="xs">
                <Group justify="flex-end">
                  <CopyButton value={s.code}>
                    {({ copied, copy }) => (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={copy}
                        leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                      >
                        {copied ? COPY.copied : COPY.copy(s.label)}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
                {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
                <Code
                  block
                  data-testid={`recipe-${s.value}`}
                  style={{ overflowX: 'auto' }}
                  tabIndex={0}
                  aria-label={COPY.codeLabel(s.label)}
                >
                  {s.code}
                </Code>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Paper>
  );
}
