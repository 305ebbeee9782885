// GET …/approvals/workflows and …/workflows/{id}: the business's workflows, one page at a time, and one to edit.
import { APPROVAL_PATHS, approvalPath, workflowListResponse, workflowResponse } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { approvalKeys } from './keys.ts';

export const workflowsQuery = (page: number) => {
  const query = { page, limit: LIST_PAGE_SIZE };
  return queryOptions({
    queryKey: approvalKeys.workflowList(query),
    queryFn: async () =>
      parseResponse(
        workflowListResponse,
        await request({ method: 'GET', path: APPROVAL_PATHS.workflows, query }),
      ).data,
    // The page shows its own error state with a retry.
    meta: { silent: true },
  });
};

export const useWorkflows = (page: number) =>
  useQuery({ ...workflowsQuery(page), placeholderData: keepPreviousData });

export const workflowQuery = (id: string) =>
  queryOptions({
    queryKey: approvalKeys.workflow(id),
    queryFn: async () =>
      parseResponse(
        workflowResponse,
        await request({ method: 'GET', path: approvalPath(APPROVAL_PATHS.workflow, { id }) }),
      ).data,
    meta: { silent: true },
  });

export const useWorkflow = (id: string) => useQuery(workflowQuery(id));
