export const authKeys = {
  all: ['auth'] as const,
  clientInfo: () => [...authKeys.all, 'client-info'] as const,
};
