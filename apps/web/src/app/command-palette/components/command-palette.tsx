// The command palette of issue 30 (Ctrl/⌘+K, Mantine Spotlight): the pages the member may open, the actions that
// open a form (never one that moves money by itself), and a search of employees, beneficiaries, transactions by
// reference, payroll runs and approval requests. Also the shortcuts: `?` lists them, `g` then a letter jumps.
// Loaded lazily by the signed-in layout: the logged-out pages never download it.
import '@mantine/spotlight/styles.css';
import { Badge, Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useEscapeLayer } from '@/components/overlay-stack.ts';
import { useSidebarModel } from '@/features/shell/nav/use-sidebar-model.ts';
import { OPEN_PALETTE_EVENT, takeOpenRequest } from '@/lib/open-palette.ts';
import { usePermissions } from '@/lib/storage/use-permissions.ts';
import { MIN_SEARCH_LENGTH, usePaletteSearch } from '../api/palette-search-query.ts';
import {
  isTypingTarget,
  matches,
  type PaletteAction,
  paletteActions,
  palettePages,
  readShortcut,
} from '../logic/palette-model.ts';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';

const MoveMoneyLauncher = lazy(() => import('./move-money-launcher.tsx'));

const [store, palette] = createSpotlight();

/** Reaches the results' ScrollArea viewport (ActionsList passes it on, its type does not list it). */
const RESULTS_FOCUSABLE = { viewportProps: { tabIndex: 0 } } as Record<string, unknown>;

export default function CommandPalette() {
  const navigate = useNavigate();
  const permissions = usePermissions();
  const model = useSidebarModel();
  const pages = useMemo(() => palettePages(model), [model]);
  const actions = useMemo(() => paletteActions(permissions, pages), [permissions, pages]);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const search = usePaletteSearch(
    debounced,
    permissions,
    pages.map((p) => p.id),
  );
  const [helpOpened, setHelpOpened] = useState(false);
  const [moving, setMoving] = useState(false);
  const pendingG = useRef<number | null>(null);
  // Escape closes the palette only, not a drawer it was opened over (components/overlay-stack).
  const { opened } = useSpotlight(store);
  useEscapeLayer(opened, palette.close);

  // The header's search button (and anything else) opens the palette without importing it.
  useEffect(() => {
    const open = () => {
      if (takeOpenRequest()) palette.open();
    };
    open();
    window.addEventListener(OPEN_PALETTE_EVENT, open);
    return () => window.removeEventListener(OPEN_PALETTE_EVENT, open);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || store.getState().opened) return;
      const { result, pendingG: next } = readShortcut(event.key, pendingG.current, Date.now(), pages);
      pendingG.current = next;
      if (!result) return;
      event.preventDefault();
      if (result.kind === 'help') setHelpOpened(true);
      else navigate(result.to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, pages]);

  const run = (action: PaletteAction) => {
    if (action.to) navigate(action.to);
    else if (action.id === 'move-money') setMoving(true);
  };

  const shownPages = pages.filter((p) => matches(query, p.label, p.section));
  const shownActions = actions.filter((a) => matches(query, a.label, a.description));
  const searching = query.trim().length >= MIN_SEARCH_LENGTH;
  const groups = searching ? (search.data ?? []) : [];
  const nothing = shownPages.length === 0 && shownActions.length === 0 && groups.length === 0;

  return (
    <>
      <Spotlight.Root
        store={store}
        query={query}
        onQueryChange={setQuery}
        shortcut={['mod + K']}
        tagsToIgnore={[]}
        closeOnEscape={false}
        scrollable
        maxHeight="min(60vh, 520px)"
        data-testid="command-palette"
        // The dialog has no visible title: its name for screen readers.
        attributes={{ content: { 'aria-label': 'Command palette' } }}
      >
        <Spotlight.Search
          placeholder="Search pages, people, payments…"
          aria-label="Search pages, employees, beneficiaries, transactions, payroll runs and approvals"
          leftSection={<IconSearch size={18} stroke={1.5} />}
          rightSection={searching && search.isFetching ? <Loader size="xs" /> : null}
        />
        {/* The results scroll, and their actions are reached by the arrow keys from the search (not by Tab): the
            list itself takes focus so a keyboard can scroll it (axe: scrollable-region-focusable). */}
        <Spotlight.ActionsList aria-label="Results" {...RESULTS_FOCUSABLE}>
          {shownActions.length > 0 && (
            <Spotlight.ActionsGroup label="Actions">
              {shownActions.map((action) => (
                <Spotlight.Action
                  key={action.id}
                  label={action.label}
                  description={action.description}
                  onClick={() => run(action)}
                  data-testid={`palette-action-${action.id}`}
                />
              ))}
            </Spotlight.ActionsGroup>
          )}
          {shownPages.length > 0 && (
            <Spotlight.ActionsGroup label="Pages">
              {shownPages.map((page) => (
                <Spotlight.Action
                  key={page.id}
                  label={page.label}
                  rightSection={
                    page.section ? (
                      <Badge variant="light" color="gray" tt="none" size="sm">
                        {page.section}
                      </Badge>
                    ) : null
                  }
                  onClick={() => navigate(page.to)}
                  data-testid={`palette-page-${page.id}`}
                />
              ))}
            </Spotlight.ActionsGroup>
          )}
          {groups.map((group) => (
            <Spotlight.ActionsGroup key={group.group} label={group.group}>
              {group.hits.map((hit) => (
                <Spotlight.Action
                  key={hit.id}
                  label={hit.label}
                  description={hit.description}
                  onClick={() => navigate(hit.to)}
                  data-testid={`palette-hit-${hit.id}`}
                />
              ))}
            </Spotlight.ActionsGroup>
          ))}
          {nothing && (
            <Spotlight.Empty>
              {searching && search.isFetching ? 'Searching…' : 'Nothing found'}
            </Spotlight.Empty>
          )}
        </Spotlight.ActionsList>
        <Group justify="space-between" px="md" py={6} bg="gray.0" visibleFrom="sm">
          <Text size="xs" c="dimmed">
            ↑ ↓ to move · Enter to open · Esc to close
          </Text>
          <Text size="xs" c="dimmed">
            ? for shortcuts
          </Text>
        </Group>
      </Spotlight.Root>
      <ShortcutsDialog opened={helpOpened} onClose={() => setHelpOpened(false)} />
      {moving && (
        <Suspense fallback={null}>
          <MoveMoneyLauncher opened={moving} onClose={() => setMoving(false)} />
        </Suspense>
      )}
    </>
  );
}
