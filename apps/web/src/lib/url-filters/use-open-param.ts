// The item a page shows in its drawer, kept in the URL (?open=id) so the link can be shared and a reload keeps it.
// Opening pushes a history entry (Back closes the drawer); closing replaces it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useOpenParam(name = 'open'): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(name, id);
          else next.delete(name);
          return next;
        },
        { replace: !id },
      ),
    [name, setParams],
  );
  return [params.get(name), open];
}

/**
 * The search of a link that opens a drawer over this page: the current parameters, `name` set to
 * `id`, and the `drop`ped ones (the drawer it replaces) removed — for a Link's `to={{ search }}`.
 */
export function openParamSearch(
  current: URLSearchParams,
  name: string,
  id: string,
  drop: readonly string[] = [],
): string {
  const next = new URLSearchParams(current);
  for (const key of drop) next.delete(key);
  next.set(name, id);
  return `?${next.toString()}`;
}
