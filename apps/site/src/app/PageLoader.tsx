import { Center, Loader } from '@mantine/core';

/** Shown while the first page's code and data load. */
export function PageLoader() {
  return (
    <Center mih="60dvh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
