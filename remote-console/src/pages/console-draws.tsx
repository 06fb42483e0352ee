/** Console draws (/console/draws): every period's state, result, seed and verification, cancelling one not yet drawn, and the hash chains. */
import { ConsoleFrame } from '../frame/console-frame';
import { useOperator } from '../session/operator-session';
import { DrawsManager } from '../features/draws/components/draws-manager';

export default function ConsoleDrawsPage() {
  const { can } = useOperator();
  return (
    <ConsoleFrame titleKey="console:draws.title" permission="draw:period:page">
      <DrawsManager canCancel={can('draw:period:cancel')} canSeeChains={can('draw:chain:page')} />
    </ConsoleFrame>
  );
}
