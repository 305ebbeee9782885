// /payroll-configuration/…/:id/view of one structure: its figures and the pay groups that use it.
import { useParams } from 'react-router';
import { ItemView } from '../components/item-pages.tsx';

export function Component() {
  const { id } = useParams();
  return <ItemView kind="structures" id={id} />;
}
