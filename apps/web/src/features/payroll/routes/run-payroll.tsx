// /payroll/:id/run: the computation's live progress (server-sent events, polled when the stream fails), what changed
// against the previous computation, and the way on to the review. A run not started yet can be started here.
import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { payrollKeys } from '../api/keys.ts';
import { useRunProgress, useRunProgressStream } from '../api/progress.ts';
import { useComputeRun } from '../api/run-mutations.ts';
import { useRun } from '../api/run-query.ts';
import { RunStatusPills } from '../components/status-pill.tsx';
import { RUN_COPY as COPY, FINALIZE_COPY } from '../copy.ts';
import { PAYROLL_ROUTES } from '../logic/paths.ts';

export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const run = useRun(id);
  // Bumped when a computation is started here: the stream of the last one has ended, a new one follows this one.
  const [follow, setFollow] = useState(0);
  const { streamFailed } = useRunProgressStream(id, follow);
  const progress = useRunProgress(id, streamFailed);
  const compute = useComputeRun();
  const p = progress.data;
  const done = p?.state === 'completed';
  const moving = p?.state === 'queued' || p?.state === 'computing';
  // The run's totals and status follow the computation once it ends.
  const seenDone = useRef(false);
  useEffect(() => {
    if (done && !seenDone.current) {
      seenDone.current = true;
      void queryClient.invalidateQueries({ queryKey: payrollKeys.run(id) });
    }
  }, [done, id, queryClient]);

  return (
    <Stack gap="lg" maw={900}>
      <QueryState query={run} loading={<Skeleton h={40} w={320} />} errorTitle={FINALIZE_COPY.loadFailed}>
        {(data) => (
          <PageTitle title={data.name} subtitle={COPY.title}>
            <RunStatusPills run={data} />
          </PageTitle>
        )}
      </QueryState>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <QueryState query={progress} loading={<Skeleton h={60} />} errorTitle={FINALIZE_COPY.loadFailed}>
          {(data) => (
            <Stack
              gap="sm"
              aria-live="polite"
              data-testid="run-progress"
              data-state={data.state}
              data-generation={data.generation}
            >
              {data.state === 'not-started' ? (
                <Text>{COPY.notStarted}</Text>
              ) : (
                <>
                  <Progress
                    size="lg"
                    value={
                      data.total ? (data.processed / data.total) * 100 : data.state === 'completed' ? 100 : 0
                    }
                    animated={moving}
                    color={data.state === 'failed' ? 'red' : data.state === 'completed' ? 'teal' : 'blue'}
                    aria-label={COPY.computed(data.processed, data.total)}
                  />
                  <Text fw={600} data-testid="run-progress-text">
                    {data.state === 'queued'
                      ? COPY.queued
                      : data.state === 'completed'
                        ? `${COPY.done}: ${COPY.computed(data.processed, data.total)}`
                        : COPY.computed(data.processed, data.total)}
                  </Text>
                </>
              )}
              {data.state === 'failed' && (
                <Alert color="red" variant="light" title={COPY.failed}>
                  {data.failureReason}
                </Alert>
              )}
              {data.changes && data.generation > 1 && (
                <Text size="sm" c="dimmed" data-testid="run-changes">
                  {COPY.changes(data.changes)}
                </Text>
              )}
            </Stack>
          )}
        </QueryState>
      </Paper>
      <Group gap="sm">
        {done && (
          <Button component={Link} to={PAYROLL_ROUTES.finalize(id)} data-testid="review-payroll">
            {COPY.review}
          </Button>
        )}
        {run.data?.editable && !moving && (
          <Button
            variant={done ? 'default' : 'filled'}
            leftSection={
              p?.state === 'not-started' ? <IconPlayerPlay size={16} /> : <IconRefresh size={16} />
            }
            loading={compute.isPending}
            onClick={() => {
              seenDone.current = false;
              compute.mutate(id, {
                onSuccess: () => {
                  void queryClient.invalidateQueries({ queryKey: payrollKeys.progress(id) });
                  setFollow((n) => n + 1);
                },
              });
            }}
          >
            {p?.state === 'not-started' ? COPY.start : COPY.runAgain}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
