// /payroll/annual-returns: the annual PAYE return of a year per state of residence — employees, reliefs, PAYE by
// month with its remittance, totals, the employees without a Tax ID who block filing, downloads and "Mark as
// filed". Year and state live in the URL.
import { Alert, Button, Menu, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarDue, IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { formatDate } from '@/lib/format/time.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useAnnualReturn } from '../api/annual-return-query.ts';
import { useDownloadItfForm } from '../api/download-return.ts';
import { Blockers } from '../components/blockers.tsx';
import { StateReturn } from '../components/state-return.tsx';
import { ANNUAL_RETURN_COPY as COPY } from '../copy.ts';

const ALL = '__all__';

export function Component() {
  const [params, setParams] = useSearchParams();
  const yearParam = Number(params.get('year'));
  const year = Number.isInteger(yearParam) && yearParam >= 2000 && yearParam <= 2100 ? yearParam : null;
  const state = params.get('state');
  const query = useAnnualReturn(year, state);
  const canFile = useCan('payroll.pay');
  const itfForm = useDownloadItfForm();

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const data = query.data;
  // Opened without a year (the calendar's link before the calendar knew its year, say): the year the return shows
  // goes into the URL, so a reload or a shared link opens the same year.
  const shownYear = data?.year;
  useEffect(() => {
    if (year !== null || shownYear === undefined) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('year', String(shownYear));
        return next;
      },
      { replace: true },
    );
  }, [year, shownYear, setParams]);
  const years = data ? [...new Set([data.year, ...data.years])].sort((a, b) => b - a) : [];
  const header = (
    <PageTitle title={COPY.title} subtitle={data ? COPY.subtitle(formatDate(data.dueDate)) : undefined}>
      <Button
        component={Link}
        to="/payroll/compliance"
        variant="subtle"
        size="sm"
        leftSection={<IconCalendarDue size={16} />}
      >
        {COPY.backToCalendar}
      </Button>
      {data && (
        <>
          <Select
            aria-label={COPY.year}
            w={100}
            data={years.map(String)}
            value={String(data.year)}
            onChange={(v) => setParam('year', v)}
            allowDeselect={false}
          />
          <Select
            aria-label={COPY.state}
            w={170}
            data={[
              { value: ALL, label: COPY.allStates },
              ...data.states.filter((s): s is string => s !== null).map((s) => ({ value: s, label: s })),
            ]}
            value={state ?? ALL}
            onChange={(v) => setParam('state', v === ALL ? null : v)}
            allowDeselect={false}
          />
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="light"
                size="sm"
                leftSection={<IconDownload size={16} />}
                loading={itfForm.isPending}
                data-testid="itf-form-5a"
              >
                {COPY.itfForm}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {(['csv', 'pdf'] as const).map((format) => (
                <Menu.Item
                  key={format}
                  onClick={() => itfForm.mutate({ year: data.year, format })}
                  data-testid={`itf-form-5a-${format}`}
                >
                  {COPY.itfFormFormats[format]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </>
      )}
    </PageTitle>
  );

  if (query.isPending)
    return (
      <Stack gap="lg" aria-busy="true">
        {header}
        <Skeleton h={120} />
        <Skeleton h={320} />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack gap="lg">
        {header}
        <Alert color="red" title={COPY.loadFailed}>
          <Button size="xs" mt="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
            {COPY.retry}
          </Button>
        </Alert>
      </Stack>
    );

  const ret = query.data;
  return (
    <Stack gap="lg">
      {header}
      <Blockers blockers={ret.blockers} />
      {ret.returns.length === 0 ? (
        <EmptyState header={COPY.empty} subHeader={COPY.emptyBody} />
      ) : (
        ret.returns.map((r) => (
          <StateReturn key={r.state ?? 'none'} year={ret.year} ret={r} canFile={canFile} />
        ))
      )}
      <Text size="xs" c="dimmed">
        {COPY.rule}
      </Text>
    </Stack>
  );
}
