export const billsKeys = {
  all: ['bills'] as const,
  billers: (category: string) => [...billsKeys.all, 'billers', category] as const,
  customer: (billerCode: string, productCode: string, customerNumber: string) =>
    [...billsKeys.all, 'customer', billerCode, productCode, customerNumber] as const,
  list: (query: Record<string, string | number>) => [...billsKeys.all, 'list', query] as const,
  bill: (id: string) => [...billsKeys.all, 'bill', id] as const,
  batch: (id: string) => [...billsKeys.all, 'batch', id] as const,
};
