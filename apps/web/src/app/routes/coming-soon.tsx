// Pages that later issues build render the shared empty state until then.
import { EmptyState } from '../../components/empty-state.tsx';
import { useRouteTitle } from '../route-handle.ts';

export function Component() {
  const title = useRouteTitle() ?? 'This page';
  return <EmptyState subHeader={`${title} will be available here soon.`} />;
}
