// The people and roles a stage can name, and the wallets a workflow can be limited to, for the form's pickers.
// Read from the team and wallet APIs directly: a feature never imports another feature's hooks.
import {
  memberListResponse,
  roleListResponse,
  TEAM_PATHS,
  WALLET_PATHS,
  walletListResponse,
} from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { approvalKeys } from './keys.ts';

const ALL = { page: 1, limit: 100 } as const;

export interface ApproverOptions {
  roles: { value: string; label: string }[];
  members: { value: string; label: string }[];
}

/** Members by name; two members of the same name are told apart by their email. */
export function memberOptions(
  members: { _id: string; firstName: string; lastName: string; email: string }[],
) {
  const nameOf = (m: (typeof members)[number]) => `${m.firstName} ${m.lastName}`.trim();
  const count = new Map<string, number>();
  for (const m of members) count.set(nameOf(m), (count.get(nameOf(m)) ?? 0) + 1);
  return members.map((m) => {
    const name = nameOf(m);
    const label = !name ? m.email : (count.get(name) ?? 0) > 1 ? `${name} (${m.email})` : name;
    return { value: m._id, label };
  });
}

export const useApproverOptions = (builtInRoles: Record<string, string>) =>
  useQuery({
    queryKey: approvalKeys.approverOptions(),
    queryFn: async (): Promise<ApproverOptions> => {
      const [roles, members] = await Promise.all([
        request({ method: 'GET', path: TEAM_PATHS.roles, query: ALL }),
        request({ method: 'GET', path: TEAM_PATHS.members, query: { ...ALL, status: 'active' } }),
      ]);
      return {
        roles: [
          ...Object.entries(builtInRoles).map(([value, label]) => ({ value, label })),
          ...parseResponse(roleListResponse, roles).data.docs.map((r) => ({ value: r._id, label: r.name })),
        ],
        members: memberOptions(parseResponse(memberListResponse, members).data.docs),
      };
    },
    staleTime: 60_000,
  });

export const useWalletOptions = () =>
  useQuery({
    queryKey: approvalKeys.walletOptions(),
    queryFn: async () =>
      parseResponse(
        walletListResponse,
        await request({ method: 'GET', path: WALLET_PATHS.accounts }),
      ).data.accounts.map((w) => ({ value: w._id, label: w.name })),
    staleTime: 60_000,
    meta: { silent: true },
  });
