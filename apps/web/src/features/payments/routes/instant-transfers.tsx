// /payments/transfers/instant-transfers: send one transfer, several in one form, or a whole uploaded file.
import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { SingleTransferForm } from '../components/single-transfer-form.tsx';
import { TRANSFER_COPY as COPY } from '../copy.ts';

const TABS = ['single'] as const;

export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? params.get('tab')! : 'single';
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle} />
      <Tabs
        value={tab}
        onChange={(next) => next && setParams({ tab: next }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="single">{COPY.tabs.single}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="single">
          <SingleTransferForm />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
