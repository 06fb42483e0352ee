/** One server-paginated list for an antd Table: the page and size it asks for, its rows, and the Table's pagination prop. */
import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useApiData } from '@racing/shared/src/api/use-api-data';

/** A page of rows in the operator API's shape (`page`, `size` in; `list`, `pagination` out). */
export interface AdminPage<T> {
  list: T[];
  pagination: { page: number; size: number; total: number };
}

export interface PageQuery {
  page: number;
  size: number;
}

export const DEFAULT_PAGE_SIZE = 20;

export interface AdminPageTable<T> {
  rows: T[];
  loading: boolean;
  error: Error | undefined;
  pagination: TablePaginationConfig;
  reload: () => void;
  /** Back to the first page (a new search): the list reloads. */
  firstPage: () => void;
}

/** `load` returns null when there is nothing to ask yet; `inputs` are the query's other parts (a reload on change). */
export function useAdminPage<T>(load: (paging: PageQuery) => Promise<AdminPage<T>> | null, inputs: readonly unknown[]): AdminPageTable<T> {
  const [paging, setPaging] = useState<PageQuery>({ page: 1, size: DEFAULT_PAGE_SIZE });
  const data = useApiData(() => load(paging), [...inputs, paging.page, paging.size]);
  return {
    rows: data.data?.list ?? [],
    loading: data.loading,
    error: data.error,
    reload: data.reload,
    firstPage: () => setPaging((current) => (current.page === 1 ? current : { ...current, page: 1 })),
    pagination: {
      current: paging.page,
      pageSize: paging.size,
      total: data.data?.pagination.total ?? 0,
      showSizeChanger: true,
      onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
    },
  };
}
