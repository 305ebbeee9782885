// /compliance/verification/registered-business: the registered flow's steps and submit.
import { FlowProgress } from '../components/flow-progress.tsx';

export function Component() {
  return <FlowProgress flow="registered" />;
}
