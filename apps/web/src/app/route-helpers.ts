// Small builders that keep the route table one line per route.
import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

export const page = (
  path: string,
  title: string,
  lazy: RouteObject['lazy'],
  handle: Omit<RouteHandle, 'title'> = {},
): RouteObject => ({
  path,
  handle: { title, ...handle } satisfies RouteHandle,
  lazy,
});

// The loader redirects before anything renders; the empty component only keeps the router from warning.
const Nothing = () => null;

export const moved = (path: string, to: string): RouteObject => ({
  path,
  loader: () => redirect(to),
  Component: Nothing,
});

/** The bare path of a layout route redirects to one of its children. */
export const movedIndex = (to: string): RouteObject => ({
  index: true,
  loader: () => redirect(to),
  Component: Nothing,
});
