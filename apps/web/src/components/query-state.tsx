// QueryState: one way to show a query's loading, error (with retry) and empty states before its data.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state.tsx';

export const QUERY_STATE_COPY = { loadFailed: 'This could not be loaded.', retry: 'Try again' } as const;

interface QueryErrorProps {
  title?: string;
  error: Error | null;
  onRetry: () => void;
  retrying?: boolean;
  testId?: string;
}

/** A failed load: what failed, why, and a retry. */
export function QueryError({
  title = QUERY_STATE_COPY.loadFailed,
  error,
  onRetry,
  retrying,
  testId,
}: QueryErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} title={title} data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        {error?.message && <Text size="sm">{error.message}</Text>}
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
          {QUERY_STATE_COPY.retry}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The part of a TanStack Query result QueryState reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while the first answer is awaited (a skeleton of what will come). */
  loading: ReactNode;
  errorTitle?: string;
  errorTestId?: string;
  /** When true for the data, the empty state shows instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: EmptyStateProps;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({
  query,
  loading,
  errorTitle,
  errorTestId,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  // A refetch that failed keeps what was shown (its toast says so); the error stands in only for a first load.
  if (query.isError && query.data === undefined)
    return (
      <QueryError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        testId={errorTestId}
      />
    );
  if (query.isPending || query.data === undefined) return <>{loading}</>;
  if (isEmpty?.(query.data)) return <EmptyState {...empty} />;
  return <>{children(query.data)}</>;
}
