// The palette's search: the list endpoints' own `search`, a few rows each, asked in parallel and only for the lists
// the member may see (the API checks the permission and the business again). One list that fails leaves the others.
import {
  APPROVAL_PATHS,
  approvalRequestListResponse,
  beneficiaryListResponse,
  employeeListResponse,
  PAYMENTS_PATHS,
  PAYROLL_RUN_PATHS,
  PEOPLE_PATHS,
  type Permission,
  payrollRunListResponse,
  transactionListResponse,
  WALLET_PATHS,
} from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { runHome } from '@/features/payroll/logic/run-home.ts';
import { editEmployeePath, employeeName } from '@/features/people/logic/employee-paths.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';

export const PALETTE_ROWS = 5;
export const MIN_SEARCH_LENGTH = 2;

export interface PaletteHit {
  id: string;
  label: string;
  description: string;
  to: string;
}

export interface PaletteGroup {
  group: 'Employees' | 'Beneficiaries' | 'Transactions' | 'Payroll runs' | 'Approval requests';
  hits: PaletteHit[];
}

interface Source {
  group: PaletteGroup['group'];
  permission: Permission;
  /** The sidebar page the results belong to: without it (a feature off, a sub-account) nothing is asked. */
  page: string;
  load: (search: string) => Promise<PaletteHit[]>;
}

const get = (path: string, search: string, extra: Record<string, string | number> = {}) =>
  request({ method: 'GET', path, query: { search, page: 1, limit: PALETTE_ROWS, ...extra } });

const SOURCES: Source[] = [
  {
    group: 'Employees',
    permission: 'people.employees.view',
    page: 'employees',
    load: async (search) =>
      parseResponse(employeeListResponse, await get(PEOPLE_PATHS.employees, search)).data.docs.map((e) => ({
        id: `employee-${e._id}`,
        label: employeeName(e),
        description: [e.jobTitle, e.email].filter(Boolean).join(' · '),
        to: editEmployeePath(e),
      })),
  },
  {
    group: 'Beneficiaries',
    permission: 'payments.beneficiaries.view',
    page: 'beneficiaries',
    load: async (search) =>
      parseResponse(beneficiaryListResponse, await get(PAYMENTS_PATHS.beneficiaries, search)).data.docs.map(
        (b) => ({
          id: `beneficiary-${b._id}`,
          label: b.nickname ?? b.name,
          description: [b.accountName, b.accountNumber, b.bankName].filter(Boolean).join(' · '),
          to: `/payments/beneficiaries/${b.type}?search=${encodeURIComponent(b.accountNumber)}`,
        }),
      ),
  },
  {
    group: 'Transactions',
    permission: 'payments.transactions.view',
    page: 'payments-transaction-history',
    load: async (search) =>
      parseResponse(transactionListResponse, await get(WALLET_PATHS.transactions, search)).data.docs.map(
        (tx) => ({
          id: `transaction-${tx._id}`,
          label: tx.reference,
          description: `${tx.direction === 'debit' ? '−' : '+'}${formatMinorAsNaira(tx.amount)} · ${tx.narration}`,
          to: `/payments/transaction-history?search=${encodeURIComponent(tx.reference)}`,
        }),
      ),
  },
  {
    group: 'Payroll runs',
    permission: 'payroll.view',
    page: 'all-payroll',
    load: async (search) =>
      parseResponse(payrollRunListResponse, await get(PAYROLL_RUN_PATHS.runs, search)).data.docs.map(
        (run) => ({
          id: `payroll-${run._id}`,
          label: run.name,
          description: `${run.status} · pay date ${run.payDate}`,
          to: runHome(run),
        }),
      ),
  },
  {
    group: 'Approval requests',
    permission: 'approvals.requests.view',
    page: 'approvals',
    load: async (search) =>
      parseResponse(
        approvalRequestListResponse,
        await get(APPROVAL_PATHS.requests, search, { tab: 'all' }),
      ).data.docs.map((r) => ({
        id: `approval-${r._id}`,
        label: r.label,
        description: `${r.actionLabel} · ${r.status}`,
        to: `/approvals/dashboard?tab=all&request=${r._id}`,
      })),
  },
];

export function usePaletteSearch(search: string, permissions: ReadonlySet<Permission>, pageIds: string[]) {
  const text = search.trim();
  const sources = SOURCES.filter((s) => permissions.has(s.permission) && pageIds.includes(s.page));
  return useQuery({
    queryKey: ['command-palette', text, sources.map((s) => s.group)],
    queryFn: async (): Promise<PaletteGroup[]> => {
      const settled = await Promise.allSettled(sources.map((s) => s.load(text)));
      return sources
        .map((s, i) => {
          const outcome = settled[i];
          return { group: s.group, hits: outcome?.status === 'fulfilled' ? outcome.value : [] };
        })
        .filter((g) => g.hits.length > 0);
    },
    enabled: text.length >= MIN_SEARCH_LENGTH && sources.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { silent: true },
  });
}
