// What a DataTable column may say about its layout, on top of TanStack Table's column definition.
import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Fixed width in px (dates, badges, actions). */
    width?: number;
    align?: 'left' | 'right';
    /** Hide the column below this breakpoint (phones see the essentials). */
    visibleFrom?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
    /** The header is read by screen readers only (an actions column). */
    hiddenHeader?: boolean;
    /** Width of the skeleton bar shown while loading. */
    skeletonWidth?: number;
  }
}
