/** The current route's query parameters as page props (SPEC.md section 2). */
import { useMemo } from 'react';
import { useSearchParams } from '@racing/shared/src/routing/router';
import type { PageProps } from './remote-route-table';

export function useQueryProps(): PageProps {
  const [searchParams] = useSearchParams();
  return useMemo(() => Object.fromEntries(searchParams.entries()), [searchParams]);
}
