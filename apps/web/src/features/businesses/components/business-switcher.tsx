// The business switcher modal (spec §2.6, §4): a search box and a 438px list of the main account and its sub
// accounts; each row shows 'Logged in' or a 'Switch' action, inactive rows are greyed. Switching shows the
// Switching Account modal; an incomplete sub account shows its registration steps instead.
import { Avatar, Badge, Button, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { SubAccount } from '@paydesk/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/overlays.tsx';
import { showToast } from '@/components/toast.tsx';
import { BUSINESS_SWITCH_LIST_HEIGHT_PX } from '@/lib/constants.ts';
import { initials } from '@/lib/format/text.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useLoginSubAccountMutation } from '../api/login-sub-account-mutation.ts';
import { useSubAccounts } from '../api/sub-accounts-query.ts';
import { useSwitchToMainMutation } from '../api/switch-to-main-mutation.ts';
import { SWITCHER_COPY as COPY } from '../copy.ts';
import {
  isRegistrationComplete,
  mainAccountStatus,
  matchesSearch,
  type RowStatus,
  subAccountStatus,
} from '../logic/sub-account-status.ts';
import { ADD_BUSINESS_PATHS } from './add-business-frame.tsx';
import classes from './business-switcher.module.css';
import { SwitchingAccountModal, type SwitchingState } from './switching-account-modal.tsx';

interface RowProps {
  name: string;
  caption: string;
  status: RowStatus;
  onSwitch: () => void;
  testId: string;
}

function BusinessRow({ name, caption, status, onSwitch, testId }: RowProps) {
  return (
    <Group
      className={classes.row}
      data-status={status}
      data-testid={testId}
      justify="space-between"
      wrap="nowrap"
      gap="sm"
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar color="brand" radius="xl" aria-hidden="true">
          {initials(name).slice(0, 2) || '?'}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {status === 'inactive' ? COPY.inactive : caption}
          </Text>
        </Stack>
      </Group>
      {status === 'selected' ? (
        <Badge variant="light" color="brand" radius="sm" tt="none" className={classes.action}>
          {COPY.loggedIn}
        </Badge>
      ) : (
        <Button
          size="xs"
          variant={status === 'inactive' ? 'default' : 'light'}
          onClick={onSwitch}
          aria-label={`${COPY.switch} to ${name}`}
          className={classes.action}
        >
          {COPY.switch}
        </Button>
      )}
    </Group>
  );
}

export interface BusinessSwitcherProps {
  opened: boolean;
  onClose: () => void;
}

export function BusinessSwitcher({ opened, onClose }: BusinessSwitcherProps) {
  const currentId = useSessionStore((state) => state.employer?.selectedCompanyId ?? null);
  // Businesses are added from the main account (the add pages act on it).
  const inMainAccount = useSessionStore((state) => state.mainAccount === null);
  const mayCreate = useCan('businesses.create');
  const mayAdd = inMainAccount && mayCreate;
  const subAccounts = useSubAccounts({ enabled: opened });
  const login = useLoginSubAccountMutation();
  const toMain = useSwitchToMainMutation();
  const [search, setSearch] = useState('');
  const [switching, setSwitching] = useState<SwitchingState>(null);

  const chooseSub = (sub: SubAccount) => {
    if (!sub._id) {
      showToast({ kind: 'error', message: COPY.invalidSubAccount });
      return;
    }
    if (!isRegistrationComplete(sub)) {
      setSwitching({ kind: 'incomplete', sub });
      return;
    }
    setSwitching({ kind: 'switching' });
    login.mutate(sub._id, { onError: () => setSwitching(null) });
  };
  const chooseMain = () => {
    setSwitching({ kind: 'switching' });
    toMain.mutate(undefined, { onError: () => setSwitching(null) });
  };

  const data = subAccounts.data;
  const rows = (data?.docs ?? []).filter((sub) => matchesSearch(sub, search));
  const mainVisible =
    data && matchesSearch({ companyName: data.mainAccount.companyName, firstName: '', lastName: '' }, search);

  return (
    <>
      <Modal
        opened={opened && switching === null}
        onClose={onClose}
        title={
          <Text component="span" fw={700} fz="lg">
            {COPY.title}
          </Text>
        }
        centered
        radius="lg"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md" data-testid="business-switcher">
          <TextInput
            aria-label={COPY.searchLabel}
            placeholder={COPY.searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          <ScrollArea
            h={BUSINESS_SWITCH_LIST_HEIGHT_PX}
            type="auto"
            offsetScrollbars
            data-testid="business-list"
          >
            {subAccounts.isPending ? (
              <Text c="dimmed" ta="center" py="xl">
                {COPY.loading}
              </Text>
            ) : (
              <Stack gap={6}>
                {mainVisible && data && (
                  <BusinessRow
                    name={data.mainAccount.companyName}
                    caption={COPY.mainAccount}
                    status={mainAccountStatus(data.mainAccount._id, currentId)}
                    onSwitch={chooseMain}
                    testId="business-row-main"
                  />
                )}
                {rows.map((sub) => (
                  <BusinessRow
                    key={sub._id}
                    name={sub.companyName}
                    caption={COPY.managedBy(`${sub.firstName} ${sub.lastName}`.trim())}
                    status={subAccountStatus(sub, currentId)}
                    onSwitch={() => chooseSub(sub)}
                    testId={`business-row-${sub._id}`}
                  />
                ))}
                {rows.length === 0 && (
                  <Text c="dimmed" ta="center" py="xl" data-testid="business-list-empty">
                    {COPY.empty}
                  </Text>
                )}
              </Stack>
            )}
          </ScrollArea>
          {mayAdd && (
            <Button
              component={Link}
              to={ADD_BUSINESS_PATHS.company}
              onClick={onClose}
              variant="light"
              leftSection={<IconPlus size={16} />}
              fullWidth
            >
              {COPY.addBusiness}
            </Button>
          )}
        </Stack>
      </Modal>
      <SwitchingAccountModal state={switching} onClose={() => setSwitching(null)} />
    </>
  );
}
