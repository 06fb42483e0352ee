/** Tables that fit the content area: long cells end in an ellipsis with the whole text in a tooltip; only phones scroll sideways. */
import type { ReactNode } from 'react';
import { Grid, Tooltip } from 'antd';

/** A cell's text cut to its column (the column sets `ellipsis: { showTitle: false }`), shown whole on hover. */
export function EllipsisCell({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Tooltip title={text} placement="topLeft">
      <span>{children ?? text}</span>
    </Tooltip>
  );
}

/** `scroll` for a table: sideways scrolling only below the md breakpoint, where the columns cannot fit. */
export function usePhoneScroll(): { x: 'max-content' } | undefined {
  const screens = Grid.useBreakpoint();
  // useBreakpoint answers {} before its first measure: a wide screen until told otherwise.
  return screens.md === false ? { x: 'max-content' } : undefined;
}
