// Sweep rules: the list, setting one up (one Idempotency-Key per user action; 202 when a workflow gates it),
// pause, resume, delete, and a rule's sweeps. Each change refreshes the rules.
import {
  approvalPendingResponse,
  type CreateSweepRuleRequest,
  messageOnly,
  SETTLEMENT_PATHS,
  sweepHistoryResponse,
  sweepRuleListResponse,
  sweepRuleResponse,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { settingsKeys } from './keys.ts';

export const useSweepRules = () =>
  useQuery({
    queryKey: settingsKeys.sweepRules(),
    queryFn: async () =>
      parseResponse(sweepRuleListResponse, await request({ method: 'GET', path: SETTLEMENT_PATHS.rules }))
        .data,
  });

export const useSweepHistory = (ruleId: string) =>
  useQuery({
    queryKey: settingsKeys.sweeps(ruleId),
    queryFn: async () =>
      parseResponse(
        sweepHistoryResponse,
        await request({ method: 'GET', path: `${SETTLEMENT_PATHS.history(ruleId)}?limit=50` }),
      ).data,
  });

const created = z.union([approvalPendingResponse, sweepRuleResponse]);

export function useCreateSweepRule() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: CreateSweepRuleRequest) => {
      const { pin: _pin, ...action } = body;
      return parseResponse(
        created,
        await request({
          method: 'POST',
          path: SETTLEMENT_PATHS.rules,
          body,
          headers: { 'Idempotency-Key': keys.keyFor(action) },
        }),
      );
    },
    onSuccess: async () => {
      keys.finished();
      await queryClient.invalidateQueries({ queryKey: settingsKeys.sweepRules() });
    },
    meta: { silent: true },
  });
}

export type SweepRuleAction = 'pause' | 'resume' | 'delete';

export function useSweepRuleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: SweepRuleAction }) =>
      action === 'delete'
        ? parseResponse(messageOnly, await request({ method: 'DELETE', path: SETTLEMENT_PATHS.rule(id) }))
        : parseResponse(
            sweepRuleResponse,
            await request({ method: 'POST', path: SETTLEMENT_PATHS[action](id) }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sweepRules() }),
  });
}
