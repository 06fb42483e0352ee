/** Rules (/pages/rules/index): how a draw works, every play item's rule and odds, and the sum-11 rule in force. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatOdds } from '@racing/shared/src/format/format-number';
import { getPlayItems } from '../api/catalogue-api';
import { sumElevenRule } from '../features/rules/sum-eleven-rule';
import { itemRule } from '../features/rules/item-rule';
import { SUM_RANK_ID } from '../lib/sum-rank';
import '../components/page-kit.css';
import '../features/rules/components/rules.css';

export default function RulesPage() {
  const { t } = useTranslation();
  const catalogue = useApiData(getPlayItems, []);
  const sumSides = catalogue.data?.find((entry) => entry.rank.id === SUM_RANK_ID)?.types.find((group) => group.type === 1)?.items ?? [];
  const sumEleven = sumElevenRule(sumSides);
  return (
    <div data-testid="page-rules" className="page rules">
      <section className="card">
        <h2>{t('rules.howTitle')}</h2>
        <p>{t('rules.how')}</p>
        <p>{t('rules.odds')}</p>
        <p>{t('rules.fair')}</p>
      </section>
      {catalogue.error && !catalogue.data ? (
        <div className="card" role="alert">
          <p>{catalogue.error.message}</p>
          <button type="button" className="chip" onClick={catalogue.reload}>{t('common.retry')}</button>
        </div>
      ) : !catalogue.data ? (
        <div className="card" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => <div key={i} className="skeleton" style={{ height: 16, margin: '8px 0' }} />)}
        </div>
      ) : (
        <>
          <section className="card rules-eleven" data-testid="sum-eleven-rule">
            <h2>{t('rules.elevenTitle')}</h2>
            <p>{t(`rules.eleven.${sumEleven}`)}</p>
          </section>
          {/* Eleven ranks of tables: each folds away, the sum and the champion open to start with. */}
          {catalogue.data.map(({ rank, types }, index) => (
            <details key={rank.id} className="card rules-rank" open={index < 2} data-testid={`rules-rank-${rank.id}`}>
              <summary>
                <h2>{rank.name}</h2>
              </summary>
              {types.map((group) => (
                <table key={group.type} className="rules-table">
                  <caption>{group.name}</caption>
                  <thead>
                    <tr><th>{t('rules.item')}</th><th>{t('rules.winsWhen')}</th><th>{t('rules.oddsCol')}</th><th>{t('rules.stakeRange')}</th></tr>
                  </thead>
                  <tbody>
                    {group.items.map((item) => {
                      const rule = itemRule(item, rank.name, sumEleven);
                      return (
                        <tr key={item.id}>
                          <td>{item.name}</td>
                          <td>{t(rule.key, rule.values)}</td>
                          <td className="rules-odds">{formatOdds(item.odds)}</td>
                          <td className="muted">{formatMoney(item.minStake)}–{formatMoney(item.maxStake)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              ))}
            </details>
          ))}
        </>
      )}
    </div>
  );
}
