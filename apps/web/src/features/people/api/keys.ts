export const peopleKeys = {
  all: ['people'] as const,
  employees: () => [...peopleKeys.all, 'employees'] as const,
  employeeList: (query: Record<string, string | number>) =>
    [...peopleKeys.employees(), 'list', query] as const,
  employee: (id: string) => [...peopleKeys.employees(), 'one', id] as const,
  employeeHistory: (id: string) => [...peopleKeys.employees(), 'history', id] as const,
  employeeRemittances: (id: string) => [...peopleKeys.employees(), 'remittances', id] as const,
  departments: () => [...peopleKeys.employees(), 'departments'] as const,
  groups: () => [...peopleKeys.all, 'groups'] as const,
  groupList: (query: Record<string, string | number>) => [...peopleKeys.groups(), 'list', query] as const,
  group: (id: string) => [...peopleKeys.groups(), 'one', id] as const,
  groupMembers: (id: string, query: Record<string, string | number>) =>
    [...peopleKeys.groups(), 'members', id, query] as const,
  banks: () => [...peopleKeys.all, 'banks'] as const,
  pensionProviders: () => [...peopleKeys.all, 'pension-providers'] as const,
  upload: (id: string) => [...peopleKeys.all, 'upload', id] as const,
  uploadCheck: (id: string) => [...peopleKeys.all, 'upload-check', id] as const,
  accounts: (query: Record<string, string | number>) =>
    [...peopleKeys.employees(), 'accounts', query] as const,
  accountTransactions: (id: string) => [...peopleKeys.employees(), 'account-transactions', id] as const,
};
