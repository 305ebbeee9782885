import { Center, Loader } from '@mantine/core';

/** Shown while a route module loads. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
