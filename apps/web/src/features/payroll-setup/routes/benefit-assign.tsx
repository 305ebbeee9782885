// /payroll-configuration/…/assign: one benefit assigned to a selection of pay groups through the §7 assign call.
import { ItemAssign } from '../components/item-pages.tsx';

export function Component() {
  return <ItemAssign kind="benefits" />;
}
