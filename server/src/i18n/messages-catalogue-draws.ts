// Messages of the operators' catalogue, draws and overview, in all five languages (merged into MESSAGES).
import { type Localized } from './language';

export const CATALOGUE_DRAW_MESSAGES = {
  oddsAboveFullReturn: {
    'zh-cn': '{rank}「{item}」的赔率会使返还率达到 {rtp}%，超过 100%，不能保存',
    'zh-tw': '{rank}「{item}」的賠率會使返還率達到 {rtp}%，超過 100%，無法儲存',
    en: 'These odds would give {rank} {item} a return to player of {rtp}%, above 100%: not saved',
    es: 'Estas cuotas darían a {rank} {item} un retorno al jugador del {rtp}\u00a0%, superior al 100\u00a0%: no se guardan',
    fr: 'Cette cote donnerait à {rank} {item} un taux de retour au joueur de {rtp}\u00a0%, au-delà de 100\u00a0%\u00a0: non enregistrée',
  },
  stakeBoundsInverted: {
    'zh-cn': '最低投注额不能高于最高投注额',
    'zh-tw': '最低投注額不能高於最高投注額',
    en: 'The minimum stake cannot be above the maximum stake',
    es: 'La apuesta mínima no puede superar la apuesta máxima',
    fr: 'La mise minimale ne peut pas dépasser la mise maximale',
  },
  periodNotCancellable: {
    'zh-cn': '第 {issue} 期已开奖或已取消，不能取消',
    'zh-tw': '第 {issue} 期已開獎或已取消，無法取消',
    en: 'Period {issue} has already been drawn or cancelled and cannot be cancelled',
    es: 'El periodo {issue} ya se ha sorteado o cancelado y no se puede cancelar',
    fr: 'La période {issue} a déjà été tirée ou annulée et ne peut pas être annulée',
  },
} satisfies Record<string, Localized>;
