/**
 * Pull to refresh that stays off the first screen. antd-mobile's PullToRefresh brings react-spring and @use-gesture
 * (about 24 KB compressed, a third of what the history page fetched from its remote), and nothing of it is needed to
 * show the list. The list renders at once inside a plain wrapper; the gesture's code is fetched once the page is idle
 * (2 s at most) and then takes the wrapper's place.
 *
 * Taking its place mounts the children again, once: use it only around content that keeps no state of its own (a list
 * of rows), never around a form or an open sheet. Should the fetch fail, the list simply stays without the gesture.
 */
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type PullToRefreshType from 'antd-mobile/es/components/pull-to-refresh';
import { runWhenIdle } from '@racing/shared/src/realtime/player-socket';

type PullToRefreshProps = ComponentProps<typeof PullToRefreshType>;
type PullToRefreshComponent = ComponentType<PullToRefreshProps>;

let loaded: PullToRefreshComponent | null = null;
let loading: Promise<PullToRefreshComponent> | null = null;

function loadPullToRefresh(): Promise<PullToRefreshComponent> {
  loading ??= import(/* webpackChunkName: "pull-to-refresh" */ 'antd-mobile/es/components/pull-to-refresh').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null; // the next page to mount tries again
      throw error;
    },
  );
  return loading;
}

export function DeferredPullToRefresh(props: PullToRefreshProps) {
  const [PullToRefresh, setPullToRefresh] = useState<PullToRefreshComponent | null>(() => loaded);
  useEffect(() => {
    if (PullToRefresh) return;
    let mounted = true;
    const cancel = runWhenIdle(() => {
      loadPullToRefresh().then(
        (component) => mounted && setPullToRefresh(() => component),
        () => undefined,
      );
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [PullToRefresh]);
  if (PullToRefresh) return <PullToRefresh {...props} />;
  return <div data-testid="pull-to-refresh-pending">{props.children}</div>;
}
