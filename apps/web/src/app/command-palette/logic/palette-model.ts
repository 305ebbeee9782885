// What the command palette offers before any search: the pages of the sidebar the member may open (the sidebar's
// model is the one permission model: a page it hides, the palette hides), the actions that open a form, and the
// keyboard shortcuts. Pure, so the rules are tested without a browser.
import type { Permission } from '@paydesk/contracts';
import type { SidebarEntry, SidebarModel } from '@/features/shell/nav/sidebar-model.ts';

export interface PalettePage {
  id: string;
  label: string;
  /** The sidebar group it sits in ('Payments'), shown beside it and searched too. */
  section: string | null;
  to: string;
}

/** The sidebar's links, flattened; dimmed ones (not open to this business yet, spec §5) are left out. */
export function palettePages(model: SidebarModel): PalettePage[] {
  const pages: PalettePage[] = [];
  const add = (entry: SidebarEntry) => {
    if (entry.kind === 'link') {
      if (!entry.dimmed) pages.push({ id: entry.id, label: entry.label, section: null, to: entry.to });
      return;
    }
    // A group that shows the payroll features modal instead of its pages is not open yet either.
    if (entry.showsPayrollFeatures) return;
    for (const link of entry.links)
      if (!link.dimmed) pages.push({ id: link.id, label: link.label, section: entry.label, to: link.to });
  };
  for (const entry of [...model.top, ...model.bottom]) add(entry);
  return pages;
}

export type PaletteActionId = 'move-money' | 'create-payroll' | 'add-employee';

export interface PaletteAction {
  id: PaletteActionId;
  label: string;
  description: string;
  /** Where its form is, or null when the form is a dialog the palette opens (Move money). */
  to: string | null;
}

/** The actions open a form and stop there: none of them moves money or saves anything by itself. */
export function paletteActions(permissions: ReadonlySet<Permission>, pages: PalettePage[]): PaletteAction[] {
  const has = (id: string) => pages.some((p) => p.id === id);
  const actions: PaletteAction[] = [];
  if (permissions.has('wallets.move') && has('account'))
    actions.push({
      id: 'move-money',
      label: 'Move money',
      description: 'Between your own wallets: opens the form, you confirm with your PIN',
      to: null,
    });
  if (permissions.has('payroll.manage') && has('all-payroll'))
    actions.push({
      id: 'create-payroll',
      label: 'Create payroll',
      description: 'Opens the new payroll form',
      to: '/payroll/create',
    });
  if (permissions.has('people.employees.manage') && has('employees'))
    actions.push({
      id: 'add-employee',
      label: 'Add employee',
      description: 'Opens the add employees form',
      to: '/people/employees/add',
    });
  return actions;
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Every word of the query starts a word of the text ('tra his' finds 'Transaction history'). */
export function matches(query: string, ...texts: Array<string | null>): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return true;
  const have = words(texts.filter(Boolean).join(' '));
  return wanted.every((w) => have.some((h) => h.startsWith(w)));
}

/** `g` then a letter: where it goes, by the sidebar link it stands for. */
export const GO_KEYS = {
  d: { page: 'dashboard', label: 'Dashboard' },
  p: { page: 'employees', label: 'People' },
  y: { page: 'all-payroll', label: 'Payroll' },
  a: { page: 'approvals', label: 'Approvals' },
} as const;
export type GoKey = keyof typeof GO_KEYS;

export const SHORTCUTS: ReadonlyArray<{ keys: string[]; label: string }> = [
  { keys: ['Ctrl', 'K'], label: 'Open the command palette (⌘ K on a Mac)' },
  { keys: ['?'], label: 'Show these shortcuts' },
  ...Object.entries(GO_KEYS).map(([key, go]) => ({ keys: ['g', key], label: `Go to ${go.label}` })),
];

/** How long after `g` the second key still counts. */
export const SEQUENCE_MS = 1500;

export type ShortcutResult = { kind: 'help' } | { kind: 'go'; to: string } | null;

/**
 * One key press of the shortcut keys: answers what to do and the pending `g` (the time it was pressed) for the next
 * press. A page the member may not open does nothing.
 */
export function readShortcut(
  key: string,
  pendingG: number | null,
  now: number,
  pages: PalettePage[],
): { result: ShortcutResult; pendingG: number | null } {
  if (pendingG !== null && now - pendingG <= SEQUENCE_MS && key in GO_KEYS) {
    const target = pages.find((p) => p.id === GO_KEYS[key as GoKey].page);
    return { result: target ? { kind: 'go', to: target.to } : null, pendingG: null };
  }
  if (key === 'g') return { result: null, pendingG: now };
  if (key === '?') return { result: { kind: 'help' }, pendingG: null };
  return { result: null, pendingG: null };
}

/** Typing in a field is never a shortcut (read by shape, so the rule runs without a DOM). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as Partial<
    Pick<HTMLElement, 'tagName' | 'isContentEditable' | 'getAttribute'>
  > | null;
  if (!element || typeof element.tagName !== 'string') return false;
  if (element.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) return true;
  return element.getAttribute?.('role') === 'textbox';
}
