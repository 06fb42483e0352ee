/** The words of each limit group (stake, deposit): its title, what its limits do, and what was used in a window. */
import type { LimitGroup } from '../play-limits';

export interface LimitGroupTexts {
  titleKey: string;
  hintKey: string;
  /** "Staked {{used}}" without a limit. */
  usedKey: string;
  /** "Staked {{used}}, {{left}} left" under a limit. */
  usedLeftKey: string;
}

export const LIMIT_GROUP_TEXTS: Record<LimitGroup, LimitGroupTexts> = {
  stake: { titleKey: 'responsible.limitsTitle', hintKey: 'responsible.limitsHint', usedKey: 'responsible.staked', usedLeftKey: 'responsible.stakedLeft' },
  deposit: { titleKey: 'responsible.depositLimitsTitle', hintKey: 'responsible.depositLimitsHint', usedKey: 'responsible.deposited', usedLeftKey: 'responsible.depositedLeft' },
};
