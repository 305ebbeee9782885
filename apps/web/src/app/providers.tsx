import './fonts.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showToast } from '../components/toast.tsx';
import { setApiNotifier } from '../lib/api/notifier.ts';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants.ts';
import { followSessionAcrossTabs } from '../lib/storage/session-store.ts';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

// The request layer toasts through the same component as everything else.
setApiNotifier((toast) => showToast(toast));

export function Providers({ children, client }: { children: React.ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => followSessionAcrossTabs(), []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={5} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
