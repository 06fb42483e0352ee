/** A plan's picks by rank: numbers 1–10 as the app's coloured balls, sums and two-sided picks as labelled chips, each with its odds. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatOdds } from '@racing/shared/src/format/format-number';
import { NumberBall } from '../../../components/number-balls';
import type { PlanPick } from '../../../api/plan-api';

/** A number pick 1–10 on a place has a ball of its own colour; the sum's numbers (3–19) and two-sided items do not. */
const isBall = (pick: PlanPick) => pick.type === 0 && pick.rankId > 0 && /^(10|[1-9])$/.test(pick.code);

export function PlanPicks({ picks }: { picks: readonly PlanPick[] }) {
  const { t } = useTranslation();
  const ranks: { rankId: number; rankName: string; picks: PlanPick[] }[] = [];
  for (const pick of picks) {
    const group = ranks.find((entry) => entry.rankId === pick.rankId);
    if (group) group.picks.push(pick);
    else ranks.push({ rankId: pick.rankId, rankName: pick.rankName, picks: [pick] });
  }
  return (
    <ul className="plan-picks" aria-label={t('plans:card.picks')}>
      {ranks.map((group) => (
        <li key={group.rankId} className="plan-picks__rank">
          <span className="plan-picks__rank-name">{group.rankName}</span>
          <span className="plan-picks__items">
            {group.picks.map((pick) => (
              <span key={pick.oddsId} className="plan-pick" data-testid={`plan-pick-${pick.oddsId}`}>
                {isBall(pick) ? <NumberBall number={Number(pick.code)} size="sm" /> : <span className="plan-pick__chip">{pick.itemName}</span>}
                <small className="plan-pick__odds">@{formatOdds(pick.odds)}</small>
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
