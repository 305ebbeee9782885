// The emailed approval link (open, no session): GET shows the request; POST approves or rejects it with the
// designated approver's transaction PIN. The link works once.
import {
  type LinkView,
  linkViewResponse,
  ON_DEMAND_LINK_PATHS,
  type OnDemandLinkDecision,
  onDemandRequestResponse,
} from '@paydesk/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { fillPath } from '../logic/paths.ts';
import type { Decision } from './decision-mutations.ts';
import { onDemandKeys } from './keys.ts';

export const useApprovalLink = (payload: string) =>
  useQuery<LinkView>({
    queryKey: onDemandKeys.link(payload),
    queryFn: async () =>
      parseResponse(
        linkViewResponse,
        await request({
          method: 'GET',
          path: fillPath(ON_DEMAND_LINK_PATHS.link, { payload }),
          useLoginToken: false,
        }),
      ).data,
    retry: false,
    meta: { silent: true },
  });

export const useLinkDecisionMutation = (payload: string) =>
  useMutation({
    mutationFn: async ({ decision, body }: { decision: Decision; body: OnDemandLinkDecision }) =>
      parseResponse(
        onDemandRequestResponse,
        await request({
          method: 'POST',
          path: fillPath(ON_DEMAND_LINK_PATHS[decision], { payload }),
          body,
          useLoginToken: false,
        }),
      ),
    meta: { silent: true },
  });
