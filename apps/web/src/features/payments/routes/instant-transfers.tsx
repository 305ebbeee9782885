// /payments/transfers/instant-transfers: send one transfer, several in one form, or a whole uploaded file.
import { Button, Stack, Tabs } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { MultipleTransferForm } from '../components/multiple-transfer-form.tsx';
import { SingleTransferForm } from '../components/single-transfer-form.tsx';
import { TransferUpload } from '../components/transfer-upload.tsx';
import { TRANSFER_COPY as COPY } from '../copy.ts';
import { RECURRING_COPY } from '../recurring-copy.ts';

const TABS = ['single', 'multiple', 'upload'] as const;

export function Component() {
  const [params, setParams] = useSearchParams();
  const mayRecur = useCan('payments.recurring.manage');
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? params.get('tab')! : 'single';
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        {mayRecur && (
          <Button
            component={Link}
            to="/payments/transfers/recurring-transfers"
            variant="default"
            leftSection={<IconRepeat size={18} />}
          >
            {RECURRING_COPY.title}
          </Button>
        )}
      </PageTitle>
      <Tabs
        value={tab}
        onChange={(next) => next && setParams({ tab: next }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="single">{COPY.tabs.single}</Tabs.Tab>
          <Tabs.Tab value="multiple">{COPY.tabs.multiple}</Tabs.Tab>
          <Tabs.Tab value="upload">{COPY.tabs.upload}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="single">
          <SingleTransferForm />
        </Tabs.Panel>
        <Tabs.Panel value="multiple">
          <MultipleTransferForm />
        </Tabs.Panel>
        <Tabs.Panel value="upload">
          <TransferUpload />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
