// Payment notes and their payments belong to the advanced funding mode (issue 29): a prefunded business reaching
// their pages by address is told why it has none and where the funding mode is chosen, instead of an empty list.
import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { useFundingMode } from '@/components/on-demand-rules/rules-query.ts';
import { NOTES_COPY as COPY } from '../copy.ts';

export function AdvancedFundingOnly({ children }: { children: ReactNode }) {
  if (useFundingMode() !== 'prefunded') return children;
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder data-testid="prefunded-no-notes">
      <EmptyState
        header={COPY.prefundedHeader}
        subHeader={COPY.prefunded}
        action={{ label: COPY.toSettings, to: '/settings/ondemand-pay' }}
      />
    </Paper>
  );
}
