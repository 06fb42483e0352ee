/** My orders and its four states as shortcuts; the orders belong to the payments module, which answers for itself when it is missing. */
import { useTranslation } from 'react-i18next';
import { MenuRowButton } from '../../../components/menu-list';

const ORDER_STATES = ['pendingPayment', 'notShipped', 'shipped', 'afterSales'] as const;

export function OrderShortcuts({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="mine-card mine-orders" data-testid="mine-item-myOrders" data-mine-item>
      <MenuRowButton className="mine-orders__head" label={t('mine.myOrders')} value={t('mine.allOrders')} testId="mine-my-orders" onClick={onOpen} />
      <div className="mine-orders__states">
        {ORDER_STATES.map((state) => (
          <button key={state} type="button" className="mine-orders__state" data-testid={`mine-orders-${state}`} onClick={onOpen}>
            <OrderStateIcon state={state} />
            <span>{t(`mine.orderStates.${state}`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

/** Line icons drawn here: four small shapes do not justify an icon library in the bundle. */
function OrderStateIcon({ state }: { state: (typeof ORDER_STATES)[number] }) {
  const paths: Record<typeof state, string> = {
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
