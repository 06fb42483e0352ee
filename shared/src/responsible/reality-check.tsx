/**
 * The reality check (UKGC RTS 13): at each interval the player chose, a dialog over whatever screen is open says how long
 * this login has lasted and its net result, and offers to continue, log out or look at the bet history. The shell
 * loads this module on its own, after first paint, only for a signed-in player.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { AFTER_LOGIN_EVENT } from '@racing/shared/src/session/login-flow';
import { logOut } from '@racing/shared/src/session/end-login';
import { appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { appStorage, type ExpiringStorage } from '@racing/shared/src/storage/expiring-storage';
// Siblings by path, not by '@racing/shared/...': the shell provides every shared module it names eagerly, in its first
// chunk, and these are needed only once the check is loaded. None holds state, so a copy of its own is harmless.
/* eslint-disable @typescript-eslint/no-restricted-imports -- stateless siblings kept out of the shell's first chunk (see above) */
import { REALITY_CHECK_CHANGED_EVENT } from './reality-check-events';
import { acknowledge, elapsedSince, lastAcknowledged, nextCheckAt } from './reality-check-timing';
import { getPlaySession, getResponsibleInfo, type PlaySession } from './responsible-api';
import './reality-check.css';
/* eslint-enable @typescript-eslint/no-restricted-imports */

export const BET_HISTORY_PATH = '/pages/history/index?tab=bets';

/** setTimeout holds at most 2^31 - 1 ms (about 24.8 days); a longer wait is taken in steps. */
const MAX_TIMER_MS = 2_147_483_647;

interface Schedule {
  /** When this login began by the server's clock: names the login whose answers are kept. */
  loginAt: number;
  /** The same moment by this device's clock (loginAt moved by how far the device's clock is off the server's). */
  startedAt: number;
  minutes: number;
}

interface OpenCheck {
  shownAt: number;
  figures: PlaySession | null;
}

export default function RealityCheck({ storage = appStorage }: { storage?: ExpiringStorage }) {
  const { t } = useTranslation();
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [open, setOpen] = useState<OpenCheck | null>(null);
  const [leaving, setLeaving] = useState(false);
  // Bumped to work the next due time out again (after an answer, on return to the tab, after another tab answered).
  const [tick, setTick] = useState(0);

  // The interval and this login's start: read at mount, on login and whenever the player changes the interval.
  const load = useCallback(async () => {
    try {
      const [info, current] = await Promise.all([getResponsibleInfo(), getPlaySession()]);
      const loginAt = Date.parse(current.loginAt);
      // A device clock that is off (set by hand, another zone's time) must not bring the check early or late.
      const skew = Date.parse(current.serverTime) - Date.now();
      const startedAt = loginAt - (Number.isFinite(skew) ? skew : 0);
      setSchedule(Number.isFinite(loginAt) ? { loginAt, startedAt, minutes: info.realityCheckMinutes } : null);
      if (!(info.realityCheckMinutes > 0)) setOpen(null);
    } catch {
      // Signed out meanwhile, or offline: the next login, change or visit reads it again.
    }
  }, []);

  useEffect(() => {
    void load();
    const reload = () => void load();
    const recount = () => setTick((n) => n + 1);
    const onVisible = () => document.visibilityState === 'visible' && recount();
    window.addEventListener(REALITY_CHECK_CHANGED_EVENT, reload);
    window.addEventListener(AFTER_LOGIN_EVENT, reload);
    window.addEventListener('storage', recount);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(REALITY_CHECK_CHANGED_EVENT, reload);
      window.removeEventListener(AFTER_LOGIN_EVENT, reload);
      window.removeEventListener('storage', recount);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);

  useEffect(() => {
    if (!schedule || open) return undefined;
    const due = nextCheckAt(schedule.startedAt, schedule.minutes, lastAcknowledged(schedule.loginAt, storage));
    if (due === null) return undefined;
    let current = true;
    const show = async () => {
      // The figures are read when the check opens, so they are this moment's.
      const figures = await getPlaySession().catch(() => null);
      if (current) setOpen({ shownAt: Date.now(), figures });
    };
    const wait = due - Date.now();
    if (wait <= 0) {
      void show();
      return () => {
        current = false;
      };
    }
    const timer = setTimeout(() => (wait > MAX_TIMER_MS ? setTick((n) => n + 1) : void show()), Math.min(wait, MAX_TIMER_MS));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [schedule, open, tick, storage]);

  if (!schedule || !open) return null;

  const answer = () => acknowledge(schedule.loginAt, Date.now(), storage);
  const { hours, minutes } = elapsedSince(schedule.startedAt, open.shownAt);
  const duration = hours > 0 ? t('realityCheck.hoursMinutes', { hours, minutes }) : t('realityCheck.minutes', { minutes });
  const figures = open.figures;

  return (
    <div className="reality-check-backdrop">
      <div className="reality-check" role="alertdialog" aria-modal="true" aria-labelledby="reality-check-title" aria-describedby="reality-check-played" data-testid="reality-check">
        <h2 id="reality-check-title">{t('realityCheck.title')}</h2>
        <p id="reality-check-played" className="reality-check__played" data-testid="reality-check-elapsed">
          {t('realityCheck.playedFor', { duration })}
        </p>
        {figures ? (
          <div className="reality-check__figures">
            <span>{t('realityCheck.netLabel')}</span>
            <strong data-testid="reality-check-net" className={figures.net < 0 ? 'is-loss' : figures.net > 0 ? 'is-gain' : undefined}>
              {formatMoney(figures.net, { withSign: true })}
            </strong>
            <small>
              {t('realityCheck.detail', { staked: formatMoney(figures.staked), paidOut: formatMoney(figures.paidOut), count: figures.betCount })}
            </small>
          </div>
        ) : (
          <p className="reality-check__figures">{t('realityCheck.figuresUnavailable')}</p>
        )}
        <p className="reality-check__every">{t('realityCheck.every', { count: schedule.minutes })}</p>
        <div className="reality-check__actions">
          <button
            type="button"
            className="reality-check__primary"
            data-testid="reality-check-continue"
            disabled={leaving}
            onClick={() => {
              answer();
              setOpen(null);
            }}
          >
            {t('realityCheck.continue')}
          </button>
          <button
            type="button"
            data-testid="reality-check-history"
            disabled={leaving}
            onClick={() => {
              answer();
              setOpen(null);
              appNavigator.push(BET_HISTORY_PATH);
            }}
          >
            {t('realityCheck.viewHistory')}
          </button>
          <button
            type="button"
            data-testid="reality-check-logout"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logOut();
            }}
          >
            {t('auth.logOut')}
          </button>
        </div>
      </div>
    </div>
  );
}
