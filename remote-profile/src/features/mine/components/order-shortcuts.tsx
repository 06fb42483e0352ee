/**
 * My orders on Mine: the head opens every order, the spec's four states open My orders at their tab (pending payment,
 * processing, completed, refunds), with a count on the two that wait for something.
 */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Badge from 'antd-mobile/es/components/badge';
import { Link, useNavigate } from '@racing/shared/src/routing/router';
import type { OrderSummary } from '../../../api/order-api';
import { MenuRowButton } from '../../../components/menu-list';
import { ordersPath } from '../../../lib/payment-paths';

/** The spec's four order states, and the tab of My orders each opens. */
const ORDER_STATES = [
  { state: 'pendingPayment', tab: 'pending' },
  { state: 'notShipped', tab: 'processing' },
  { state: 'shipped', tab: 'completed' },
  { state: 'afterSales', tab: 'refunds' },
] as const;

type OrderState = (typeof ORDER_STATES)[number]['state'];

const countOf = (state: OrderState, counts: OrderSummary | undefined) =>
  state === 'pendingPayment' ? counts?.pending : state === 'notShipped' ? counts?.processing : undefined;

export function OrderShortcuts({ counts }: { counts: OrderSummary | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="mine-card mine-orders" data-testid="mine-item-myOrders" data-mine-item>
      <MenuRowButton className="mine-orders__head" label={t('mine.myOrders')} value={t('mine.allOrders')} testId="mine-my-orders" onClick={() => navigate(ordersPath('all'))} />
      <div className="mine-orders__states">
        {ORDER_STATES.map(({ state, tab }) => {
          const count = countOf(state, counts);
          return (
            <Link key={state} to={ordersPath(tab)} className="mine-orders__state" data-testid={`mine-orders-${state}`}>
              {/* No badge at zero: only what waits is counted. */}
              <Badge content={count ? (count > 99 ? '99+' : count) : null} data-testid={count ? `mine-orders-${state}-count` : undefined}>
                <OrderStateIcon state={state} />
              </Badge>
              <span>{t(`mine.orderStates.${state}`)}</span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}

/** Line icons drawn here: four small shapes do not justify an icon library in the bundle. */
function OrderStateIcon({ state }: { state: OrderState }) {
  const paths: Record<OrderState, string> = {
    pendingPayment: 'M3 6h18v12H3zM3 10h18M7 15h4',
    notShipped: 'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8',
    shipped: 'M2 7h11v9H2zM13 10h4l3 3v3h-7M6 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
    afterSales: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4M9 12h6',
  };
  return (
    <svg className="mine-orders__icon" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[state]} />
    </svg>
  );
}
