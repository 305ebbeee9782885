// /payments/beneficiaries/{transfers,airtime-and-data,electricity,cable-tv}: a tab's beneficiaries on the list kit
// (search and bank in the URL, CSV download); the transfers tab adds, uploads and deletes. /add and /bulk-upload
// open the transfers tab with that dialog.
import { Button, Group, Paper, Select, Stack, Tabs } from '@mantine/core';
import { BENEFICIARY_TYPES, type Beneficiary, type BeneficiaryType } from '@paydesk/contracts';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { SearchFilter } from '@/components/search-filter.tsx';
import { showToast } from '@/components/toast.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useBeneficiaries, useExportBeneficiaries } from '../api/beneficiaries-query.ts';
import { useDeleteBeneficiary } from '../api/delete-beneficiary-mutation.ts';
import { useBankOptions } from '../components/account-picker.tsx';
import { AddBeneficiaryDialog } from '../components/add-beneficiary-dialog.tsx';
import { beneficiaryColumns } from '../components/beneficiary-columns.tsx';
import { UploadBeneficiariesDialog } from '../components/upload-beneficiaries-dialog.tsx';
import { BENEFICIARY_TABS, BENEFICIARIES_COPY as COPY, PAYMENTS_TOASTS } from '../copy.ts';
import { BENEFICIARY_FILTERS } from '../logic/beneficiary-filters.ts';

const BASE = '/payments/beneficiaries';

export function Component() {
  const mayView = useCan('payments.beneficiaries.view');
  const mayManage = useCan('payments.beneficiaries.manage');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const segment = pathname.slice(BASE.length + 1);
  const tab: BeneficiaryType = (BENEFICIARY_TYPES as readonly string[]).includes(segment)
    ? (segment as BeneficiaryType)
    : 'transfers';
  const dialog = segment === 'add' ? 'add' : segment === 'bulk-upload' ? 'upload' : null;
  const { filters, active, change, setPage, clear } = useUrlFilters(BENEFICIARY_FILTERS, { replace: true });
  const list = useBeneficiaries(tab, filters);
  const exportList = useExportBeneficiaries();
  const remove = useDeleteBeneficiary();
  const bankOptions = useBankOptions();
  const [deleting, setDeleting] = useState<Beneficiary | null>(null);
  const columns = useMemo(() => beneficiaryColumns(mayManage, setDeleting), [mayManage]);
  if (!mayView) return <Navigate to="/401" replace />;

  const closeDialog = () => navigate(`${BASE}/transfers`);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        showToast({ kind: 'success', message: PAYMENTS_TOASTS.beneficiaryDeleted });
        setDeleting(null);
      },
    });
  };
  const isTransfers = tab === 'transfers';

  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        {mayManage && isTransfers && (
          <>
            <Button
              variant="default"
              leftSection={<IconUpload size={18} />}
              component={Link}
              to={`${BASE}/bulk-upload`}
            >
              {COPY.upload}
            </Button>
            <Button component={Link} to={`${BASE}/add`} leftSection={<IconPlus size={18} />}>
              {COPY.add}
            </Button>
          </>
        )}
      </PageTitle>
      <Tabs value={tab} onChange={(next) => next && navigate(`${BASE}/${next}`)}>
        <Tabs.List>
          {BENEFICIARY_TYPES.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {BENEFICIARY_TABS[type]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="wrap">
              <SearchFilter
                ariaLabel={COPY.search}
                placeholder={COPY.searchPlaceholder}
                value={filters.search ?? ''}
                onSearch={(search) => change({ search })}
                w={{ base: '100%', sm: 280 }}
                testId="beneficiaries-search"
              />
              {isTransfers && (
                <Select
                  aria-label={COPY.bankFilter}
                  placeholder={COPY.bankFilter}
                  {...bankOptions}
                  value={filters.bankCode ?? null}
                  onChange={(bankCode) => change({ bankCode: bankCode ?? undefined })}
                  searchable
                  clearable
                  w={{ base: '100%', sm: 220 }}
                />
              )}
            </Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              loading={exportList.isPending}
              onClick={() => exportList.mutate({ type: tab, filters })}
            >
              {COPY.download}
            </Button>
          </Group>
          <DataTable<Beneficiary>
            label={`${COPY.title}: ${BENEFICIARY_TABS[tab]}`}
            columns={columns}
            getRowId={(b) => b._id}
            {...pagedQueryProps(list, setPage)}
            rowTestId={(b) => `beneficiary-row-${b.accountNumber}`}
            testId="beneficiaries-table"
            errorTitle={COPY.loadFailed}
            skeletonRows={5}
            empty={
              active
                ? {
                    header: COPY.emptyFilteredHeader,
                    subHeader: COPY.emptyFiltered,
                    action: { label: 'Clear filters', onClick: clear },
                  }
                : isTransfers && mayManage
                  ? {
                      header: COPY.emptyHeader,
                      subHeader: COPY.emptyTransfers,
                      action: { label: COPY.add, onClick: () => navigate(`${BASE}/add`) },
                    }
                  : { header: COPY.emptyHeader, subHeader: COPY.empty(BENEFICIARY_TABS[tab]) }
            }
          />
        </Stack>
      </Paper>
      <AddBeneficiaryDialog opened={mayManage && dialog === 'add'} onClose={closeDialog} />
      <UploadBeneficiariesDialog opened={mayManage && dialog === 'upload'} onClose={closeDialog} />
      <ConfirmDialog
        opened={deleting !== null}
        title={COPY.deleteTitle}
        question={deleting ? COPY.deleteQuestion(deleting.accountName) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
