// /settings/ondemand-pay: the business rules of on-demand pay and the per-group overrides.
import { Skeleton, Stack } from '@mantine/core';
import { QueryState } from '@/components/query-state.tsx';
import { useOnDemandRules } from '../api/rules-query.ts';
import { GroupOverrides } from '../components/group-overrides.tsx';
import { OnDemandNav } from '../components/on-demand-nav.tsx';
import { RulesForm } from '../components/rules-form.tsx';
import { SettingsBlock } from '../components/settings-block.tsx';
import { RULES_COPY as COPY } from '../copy.ts';

export function Component() {
  const rules = useOnDemandRules();
  return (
    <Stack gap="lg" maw={880}>
      <OnDemandNav />
      <QueryState query={rules} loading={<Skeleton h={420} radius="lg" />} errorTitle={COPY.loadFailed}>
        {(view) => (
          <>
            <SettingsBlock title={COPY.title} description={COPY.subtitle}>
              <RulesForm key={view.rules?.updatedAt ?? 'new'} rules={view.rules} />
            </SettingsBlock>
            {view.rules && (
              <SettingsBlock title={COPY.groupsTitle} description={COPY.groupsIntro}>
                <GroupOverrides groups={view.groups} />
              </SettingsBlock>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
