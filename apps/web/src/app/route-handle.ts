// What a route in the table declares about itself; guards and layouts read it through useMatches().
import type { Permission } from '@paydesk/contracts';
import { useMatches } from 'react-router';

export interface RouteHandle {
  /** The page's name: document title, breadcrumb, empty-state text. */
  title?: string;
  /** Spec §2.3 marks the routes an unverified business may open. */
  allowUnverified?: boolean;
  /** Gated product areas (spec §4 guard rules 4-6), for the issues that build them. */
  feature?: 'payroll' | 'on-demand' | 'credit' | 'trade';
  /** Spec §6: employer role only. */
  employerOnly?: boolean;
  /** A member whose role lacks this permission gets the 401 page (custom roles, architecture rule 10). */
  permission?: Permission;
}

export function useRouteHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
}

/** The title of the deepest route that has one. */
export function useRouteTitle(): string | undefined {
  return useRouteHandles()
    .map((handle) => handle.title)
    .filter(Boolean)
    .at(-1);
}
