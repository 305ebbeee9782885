// PUT the business rules; PUT or DELETE one group's overrides. Saving the rules the first time ends the on-demand
// onboarding (spec §4 guard step 6).
import {
  type GroupRulesRequest,
  groupRulesResponse,
  ON_DEMAND_MESSAGES,
  ON_DEMAND_PATHS,
  type OnDemandRulesRequest,
  onDemandRulesResponse,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/toast.tsx';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useProductOnboarding } from '@/lib/storage/product-onboarding-store.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { fillPath } from '../logic/paths.ts';
import { onDemandKeys } from './keys.ts';

export function useSaveRulesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OnDemandRulesRequest) =>
      parseResponse(
        onDemandRulesResponse,
        await request({ method: 'PUT', path: ON_DEMAND_PATHS.rules, body }),
      ).data,
    onSuccess: (view) => {
      queryClient.setQueryData(onDemandKeys.rules(), view);
      const employerId = useSessionStore.getState().employer?.selectedCompanyId;
      if (employerId) useProductOnboarding.getState().complete(employerId, 'on-demand');
      showToast({ kind: 'success', message: ON_DEMAND_MESSAGES.rulesSaved });
    },
    meta: { silent: true },
  });
}

export function useGroupRulesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ groupId, body }: { groupId: string; body: GroupRulesRequest | null }) => {
      const path = fillPath(ON_DEMAND_PATHS.groupRules, { groupId });
      if (body === null) await request({ method: 'DELETE', path });
      else parseResponse(groupRulesResponse, await request({ method: 'PUT', path, body }));
      return body === null;
    },
    onSuccess: async (removed) => {
      showToast({
        kind: 'success',
        message: removed ? ON_DEMAND_MESSAGES.groupRulesRemoved : ON_DEMAND_MESSAGES.groupRulesSaved,
      });
      await queryClient.invalidateQueries({ queryKey: onDemandKeys.rules() });
    },
  });
}
