// Query keys of the annual returns.
export const annualReturnKeys = {
  all: ['annual-returns'] as const,
  year: (year: number | null, state: string | null) => ['annual-returns', year, state] as const,
};
