// The delete row action of the payroll configuration lists.
import { IconTrash } from '@tabler/icons-react';
import { type RowAction, RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { SETUP_COPY } from '../copy.ts';

export function DeleteMenu({
  name,
  onDelete,
  extra = [],
}: {
  name: string;
  onDelete: () => void;
  extra?: RowAction[];
}) {
  return (
    <RowActionsMenu
      label={`Actions for ${name}`}
      actions={[
        ...extra,
        {
          key: 'delete',
          label: SETUP_COPY.delete,
          icon: <IconTrash size={16} />,
          danger: true,
          onClick: onDelete,
        },
      ]}
    />
  );
}
