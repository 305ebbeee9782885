// Payroll configuration through the spec §7 paths: one page of each resource, one record, create, update and
// delete, the assign calls and the structure preview. Every change refreshes every payroll setup query.
import {
  accountNumber,
  allowanceAndBonusListResponse,
  allowanceAndBonusResponse,
  BANKING_PATHS,
  benefitInKindListResponse,
  benefitInKindResponse,
  bulkResultResponse,
  employeeListResponse,
  institutionCode,
  messageOnly,
  nameEnquiryResponse,
  PAYROLL_SETUP_PATHS as P,
  type PayStructurePreviewRequest,
  PEOPLE_PATHS,
  payGroupEmployeesResponse,
  payGroupListResponse,
  payGroupResponse,
  payScheduleListResponse,
  payScheduleResponse,
  payStructureListResponse,
  payStructurePreviewResponse,
  payStructureResponse,
  pensionProviderListResponse,
  remittancePartyListResponse,
  remittancePartyResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';

export const payrollSetupKeys = { all: ['payroll-setup'] as const };

export const RESOURCES = {
  schedules: {
    list: P.paySchedules,
    one: P.paySchedule,
    listSchema: payScheduleListResponse,
    schema: payScheduleResponse,
  },
  structures: {
    list: P.payStructures,
    one: P.payStructure,
    listSchema: payStructureListResponse,
    schema: payStructureResponse,
  },
  benefits: {
    list: P.benefitsInKind,
    one: P.benefitInKind,
    listSchema: benefitInKindListResponse,
    schema: benefitInKindResponse,
  },
  allowances: {
    list: P.allowancesAndBonuses,
    one: P.allowanceAndBonus,
    listSchema: allowanceAndBonusListResponse,
    schema: allowanceAndBonusResponse,
  },
  groups: { list: P.payGroups, one: P.payGroup, listSchema: payGroupListResponse, schema: payGroupResponse },
  parties: {
    list: P.remittanceParties,
    one: P.remittanceParty,
    listSchema: remittancePartyListResponse,
    schema: remittancePartyResponse,
  },
} as const;
type Resources = typeof RESOURCES;
export type ResourceName = keyof Resources;
type Doc<R extends ResourceName> = z.output<Resources[R]['schema']>['data'];
type Page<R extends ResourceName> = z.output<Resources[R]['listSchema']>['data'];

const withId = (path: string, id: string) => path.replace(':id', id);

export function useSetupList<R extends ResourceName>(
  name: R,
  filters: {
    page?: number;
    search?: string | undefined;
    limit?: number;
    /** The §7 list filters: pay_structure_id, benefit_in_kind_id, allowance_and_bonus_id. */
    where?: Record<string, string>;
  },
) {
  const resource = RESOURCES[name];
  const query: Record<string, string | number> = {
    page: filters.page ?? 1,
    limit: filters.limit ?? LIST_PAGE_SIZE,
    ...filters.where,
  };
  if (filters.search) query.search = filters.search;
  return useQuery({
    queryKey: [...payrollSetupKeys.all, name, 'list', query],
    queryFn: async (): Promise<Page<R>> =>
      parseResponse(resource.listSchema, await request({ method: 'GET', path: resource.list, query }))
        .data as Page<R>,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useSetupRecord<R extends ResourceName>(name: R, id: string | undefined) {
  const resource = RESOURCES[name];
  return useQuery({
    queryKey: [...payrollSetupKeys.all, name, 'one', id],
    queryFn: async (): Promise<Doc<R>> =>
      parseResponse(resource.schema, await request({ method: 'GET', path: withId(resource.one, id!) }))
        .data as Doc<R>,
    enabled: Boolean(id),
  });
}

function useSetupMutation<V, T>(send: (variables: V) => Promise<T>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: silent ? { silent: true } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollSetupKeys.all }),
  });
}

/** Create (no id) or update (id); failures come back to the form (silent: the caller shows them). */
export const useSaveRecord = <R extends ResourceName>(name: R) =>
  useSetupMutation(async ({ id, body }: { id?: string; body: unknown }): Promise<Doc<R>> => {
    const resource = RESOURCES[name];
    const answer = await request({
      method: id ? 'PUT' : 'POST',
      path: id ? withId(resource.one, id) : resource.list,
      body,
    });
    return parseResponse(resource.schema, answer).data as Doc<R>;
  }, true);

export const useDeleteRecord = (name: ResourceName) =>
  useSetupMutation(async (id: string) =>
    parseResponse(messageOnly, await request({ method: 'DELETE', path: withId(RESOURCES[name].one, id) })),
  );

export type AssignPath =
  | typeof P.payGroupAssignPayStructure
  | typeof P.payGroupAssignBenefitsInKind
  | typeof P.payGroupAssignAllowanceAndBonus;

export const useAssignToGroups = () =>
  useSetupMutation(
    async ({ path, body }: { path: AssignPath; body: Record<string, unknown> }) =>
      parseResponse(bulkResultResponse, await request({ method: 'POST', path, body })).data,
    true,
  );

export type UnassignPath =
  | typeof P.payGroupUnassignPayStructure
  | typeof P.payGroupUnassignBenefitsInKind
  | typeof P.payGroupUnassignAllowanceAndBonus;

/** Takes a pay structure, a benefit or an allowance off pay groups: a per-group bulk result (the caller toasts). */
export const useUnassignFromGroups = () =>
  useSetupMutation(
    async ({ path, body }: { path: UnassignPath; body: Record<string, unknown> }) =>
      parseResponse(bulkResultResponse, await request({ method: 'POST', path, body })).data,
    true,
  );

/** PATCH :id/assign-employees or :id/unassign-employees with `{ employee_ids }`: a per-employee bulk result. */
const changeEmployees =
  (path: typeof P.payGroupAssignEmployees | typeof P.payGroupUnassignEmployees, groupId: string) =>
  async (employeeIds: string[]) =>
    parseResponse(
      bulkResultResponse,
      await request({ method: 'PATCH', path: withId(path, groupId), body: { employee_ids: employeeIds } }),
    ).data;

export const useAssignEmployees = (groupId: string) =>
  useSetupMutation(changeEmployees(P.payGroupAssignEmployees, groupId));

/** The employees leave the pay group (they stay employees of the business). */
export const useUnassignEmployees = (groupId: string) =>
  useSetupMutation(changeEmployees(P.payGroupUnassignEmployees, groupId));

/** The engine's gross to net for the form as it stands; invalid forms are not sent. */
export const usePreview = (body: PayStructurePreviewRequest | null) =>
  useQuery({
    queryKey: [...payrollSetupKeys.all, 'preview', body],
    queryFn: async () =>
      parseResponse(
        payStructurePreviewResponse,
        await request({ method: 'POST', path: P.payStructurePreview, body }),
      ).data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const usePensionProviders = () =>
  useQuery({
    queryKey: [...payrollSetupKeys.all, 'pension-providers'],
    queryFn: async () =>
      parseResponse(pensionProviderListResponse, await request({ method: 'GET', path: P.pensionProviders }))
        .data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Employees found by name, email or staff ID, for the pay group's assign dialog. */
export const useEmployeeOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...payrollSetupKeys.all, 'employee-options', search],
    queryFn: async () => {
      const query: Record<string, string | number> = { page: 1, limit: 20 };
      if (search) query.search = search;
      return parseResponse(
        employeeListResponse,
        await request({ method: 'GET', path: PEOPLE_PATHS.employees, query }),
      ).data.docs;
    },
    enabled,
    meta: { silent: true },
  });

export const useAssignedEmployees = (groupId: string, page: number) =>
  useQuery({
    queryKey: [...payrollSetupKeys.all, 'groups', 'employees', groupId, page],
    queryFn: async () =>
      parseResponse(
        payGroupEmployeesResponse,
        await request({
          method: 'GET',
          path: withId(P.payGroupAssignedEmployees, groupId),
          query: { page, limit: LIST_PAGE_SIZE },
        }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** POST /accounts/name-enquiries once the bank and the 10-digit number are complete: the name the bank holds. */
export function useAccountName(bankCode: string | null, number: string, expectedName?: string) {
  const enabled =
    institutionCode.safeParse(bankCode ?? '').success && accountNumber.safeParse(number).success;
  return useQuery({
    queryKey: [...payrollSetupKeys.all, 'name-enquiry', bankCode, number, expectedName ?? ''],
    queryFn: async () =>
      parseResponse(
        nameEnquiryResponse,
        await request({
          method: 'POST',
          path: BANKING_PATHS.nameEnquiry,
          body: { bankCode, accountNumber: number, ...(expectedName ? { expectedName } : {}) },
        }),
      ).data,
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}
