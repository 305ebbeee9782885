export const complianceKeys = {
  all: ['compliance'] as const,
  progress: () => [...complianceKeys.all, 'progress'] as const,
};
