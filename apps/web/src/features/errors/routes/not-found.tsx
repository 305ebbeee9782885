import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorPage } from '@/components/error-page.tsx';
import { ERRORS_COPY } from '../copy.ts';

export function Component() {
  return (
    <ErrorPage
      status="404"
      title="Page not found"
      message={ERRORS_COPY.notFound}
      actions={
        <Button component={Link} to="/dashboard">
          {ERRORS_COPY.exit}
        </Button>
      }
    />
  );
}
