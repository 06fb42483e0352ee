/** Console catalogue (/console/catalogue): the sum-11 rule, ranks on/off, and every play item's odds, stakes and return to player. */
import { ConsoleFrame } from '../frame/console-frame';
import { useOperator } from '../session/operator-session';
import { CatalogueManager } from '../features/catalogue/components/catalogue-manager';

export default function ConsoleCataloguePage() {
  const { can } = useOperator();
  return (
    <ConsoleFrame titleKey="console:catalogue.title" permission="catalogue:odds:list">
      <CatalogueManager permissions={{ updateRank: can('catalogue:rank:update'), updateOdds: can('catalogue:odds:update') }} />
    </ConsoleFrame>
  );
}
