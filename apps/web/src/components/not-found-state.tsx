// A detail page whose record does not exist (an unknown or foreign id answered 404): it says so and leads back to the
// list, instead of spinning or showing a bare error (issue 17).
import { EmptyState } from './empty-state.tsx';

export const NOT_FOUND_HEADER = 'Not found';

export function NotFoundState({
  message,
  backTo,
  backLabel,
}: {
  /** e.g. 'This role does not exist, or it belongs to another business.' */
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div data-testid="not-found-state">
      <EmptyState header={NOT_FOUND_HEADER} subHeader={message} action={{ label: backLabel, to: backTo }} />
    </div>
  );
}
