// What the front-end benchmarks share: the player's entry routes the issue measures, command-line flags, the median (which
// the read-path bench uses too).

/** The entry routes measured by default: home, trend, history and login. */
export const ENTRY_ROUTES = ['/', '/pages/trend/index', '/pages/history/index', '/pages/user/login'];

/** Every value given after `flag` on the command line (`--route a --route b` → ['a', 'b']). */
export function flagValues(args, flag) {
  return args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1]] : []));
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
