// Field messages of a failed save, keyed by the field's path ('name', 'deductions.pension.employeeRate').
import { useState } from 'react';
import { isApiError } from '@/lib/api/index.ts';

export function useServerErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const take = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    const fields = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']),
    );
    setErrors(fields);
    return Object.keys(fields).length > 0;
  };
  return { errors, take, clear: () => setErrors({}) };
}

export const nairaToKobo = (naira: number | string) => Math.round(Number(naira || 0) * 100);
export const percentToBp = (percent: number | string) => Math.round(Number(percent || 0) * 100);
