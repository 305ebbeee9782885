// A record's name in a payroll configuration list, linking to its view page.
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

export function NameLink({ to, name }: { to: string; name: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600}>
      {name}
    </Anchor>
  );
}
