// Messages of the plan hall (plans/CONTRACT.md): publishing, likes, follows and copying a plan, in all five languages (merged into MESSAGES).
import { type Localized } from './language';

export const PLAN_MESSAGES = {
  planSlipNotFound: {
    'zh-cn': '注单不存在',
    'zh-tw': '注單不存在',
    en: 'Bet slip not found',
    es: 'No se encontró el boleto',
    fr: 'Bulletin introuvable',
  },
  planAlreadyPublished: {
    'zh-cn': '该注单已发布为方案',
    'zh-tw': '該注單已發佈為方案',
    en: 'This bet slip is already published as a plan',
    es: 'Este boleto ya está publicado como plan',
    fr: 'Ce bulletin est déjà publié comme plan',
  },
  planPeriodClosed: {
    'zh-cn': '第 {issue} 期已封盘，方案须在封盘前发布',
    'zh-tw': '第 {issue} 期已封盤，方案須在封盤前發佈',
    en: 'Betting on period {issue} is closed; a plan must be published before betting closes',
    es: 'Las apuestas del periodo {issue} están cerradas; un plan debe publicarse antes del cierre',
    fr: 'Les paris de la période {issue} sont fermés ; un plan doit être publié avant leur fermeture',
  },
  planCopiedSlip: {
    'zh-cn': '跟单的注单不能再发布为方案',
    'zh-tw': '跟單的注單不能再發佈為方案',
    en: 'A bet slip copied from a plan cannot be published as a plan',
    es: 'Un boleto copiado de un plan no se puede publicar como plan',
    fr: 'Un bulletin copié d’un plan ne peut pas être publié comme plan',
  },
  planNotFound: {
    'zh-cn': '方案不存在',
    'zh-tw': '方案不存在',
    en: 'Plan not found',
    es: 'No se encontró el plan',
    fr: 'Plan introuvable',
  },
  planOwnLike: {
    'zh-cn': '不能给自己的方案点赞',
    'zh-tw': '不能給自己的方案按讚',
    en: 'You cannot like your own plan',
    es: 'No puede dar «me gusta» a su propio plan',
    fr: 'Vous ne pouvez pas aimer votre propre plan',
  },
  authorNotFound: {
    'zh-cn': '用户不存在',
    'zh-tw': '使用者不存在',
    en: 'Player not found',
    es: 'No se encontró el jugador',
    fr: 'Joueur introuvable',
  },
  followSelf: {
    'zh-cn': '不能关注自己',
    'zh-tw': '不能關注自己',
    en: 'You cannot follow yourself',
    es: 'No puede seguirse a sí mismo',
    fr: 'Vous ne pouvez pas vous suivre vous-même',
  },
  planNotCopyable: {
    'zh-cn': '该方案暂不接受跟单',
    'zh-tw': '該方案暫不接受跟單',
    en: 'This plan cannot be copied right now',
    es: 'Este plan no se puede copiar en este momento',
    fr: 'Ce plan ne peut pas être copié pour le moment',
  },
  planOwnCopy: {
    'zh-cn': '不能跟自己的方案',
    'zh-tw': '不能跟自己的方案',
    en: 'You cannot copy your own plan',
    es: 'No puede copiar su propio plan',
    fr: 'Vous ne pouvez pas copier votre propre plan',
  },
  planPicksChanged: {
    'zh-cn': '跟单内容须为方案中的选项',
    'zh-tw': '跟單內容須為方案中的選項',
    en: 'A copied bet slip may only include the plan’s picks',
    es: 'Un boleto copiado solo puede incluir las selecciones del plan',
    fr: 'Un bulletin copié ne peut contenir que les choix du plan',
  },
  // Viewing history (accounts/viewing-history.ts)
  viewedPlanRemoved: {
    'zh-cn': '该方案已不可查看',
    'zh-tw': '該方案已無法查看',
    en: 'This plan is no longer available',
    es: 'Este plan ya no está disponible',
    fr: 'Ce plan n’est plus disponible',
  },
  viewedAuthor: {
    'zh-cn': '方案作者：{nickName}',
    'zh-tw': '方案作者：{nickName}',
    en: 'Plan author: {nickName}',
    es: 'Autor de planes: {nickName}',
    fr: 'Auteur de plans\u00a0: {nickName}',
  },
  viewedAuthorRemoved: {
    'zh-cn': '该作者已不可查看',
    'zh-tw': '該作者已無法查看',
    en: 'This author is no longer available',
    es: 'Este autor ya no está disponible',
    fr: 'Cet auteur n’est plus disponible',
  },
} satisfies Record<string, Localized>;
