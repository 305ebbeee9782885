// Query keys of integrations.
export const integrationKeys = {
  all: ['integrations'] as const,
  apiKeys: () => [...integrationKeys.all, 'api-keys'] as const,
  apiKeyList: (page: number) => [...integrationKeys.apiKeys(), 'list', page] as const,
  apiKey: (id: string) => [...integrationKeys.apiKeys(), 'one', id] as const,
};
