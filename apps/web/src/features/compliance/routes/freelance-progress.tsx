// /compliance/verification/unregistered-business: the freelance flow's steps and submit.
import { FlowProgress } from '../components/flow-progress.tsx';

export function Component() {
  return <FlowProgress flow="freelance" />;
}
