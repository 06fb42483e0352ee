// Messages of the operators' player and money screens, and frozen accounts, in all five languages (merged into MESSAGES).
import { type Localized } from './language';

export const PLAYER_MONEY_MESSAGES = {
  // The bill's remark of an operator's adjustment (the operator's reason is internal: it stays in the audit log).
  ledgerOperatorAdjustment: {
    'zh-cn': '客服调整余额',
    'zh-tw': '客服調整餘額',
    en: 'Balance adjusted by customer service',
    es: 'Saldo ajustado por atención al cliente',
    fr: 'Solde ajusté par le service client',
  },
  accountFrozen: {
    'zh-cn': '该账号已被冻结，无法登录，请联系客服',
    'zh-tw': '該帳號已被凍結，無法登入，請聯絡客服',
    en: 'This account has been frozen and cannot log in: please contact customer service',
    es: 'Esta cuenta ha sido congelada y no puede iniciar sesión: póngase en contacto con atención al cliente',
    fr: 'Ce compte a été gelé et ne peut pas se connecter : veuillez contacter le service client',
  },
  adjustmentAmountInvalid: {
    'zh-cn': '调整金额不能为 0，且不能超过 {max}',
    'zh-tw': '調整金額不能為 0，且不能超過 {max}',
    en: 'The adjustment must not be zero nor exceed {max}',
    es: 'El ajuste no puede ser cero ni superar {max}',
    fr: 'L’ajustement ne peut être ni nul ni supérieur à {max}',
  },
  adjustmentReasonRequired: {
    'zh-cn': '请填写调整原因',
    'zh-tw': '請填寫調整原因',
    en: 'Please give the reason for the adjustment',
    es: 'Indique el motivo del ajuste',
    fr: 'Veuillez indiquer le motif de l’ajustement',
  },
  freezeReasonRequired: {
    'zh-cn': '请填写冻结原因',
    'zh-tw': '請填寫凍結原因',
    en: 'Please give the reason for freezing the account',
    es: 'Indique el motivo para congelar la cuenta',
    fr: 'Veuillez indiquer le motif du gel du compte',
  },
  playerAlreadyFrozen: {
    'zh-cn': '该玩家账号已被冻结',
    'zh-tw': '該玩家帳號已被凍結',
    en: "This player's account is already frozen",
    es: 'La cuenta de este jugador ya está congelada',
    fr: 'Le compte de ce joueur est déjà gelé',
  },
  playerNotFrozen: {
    'zh-cn': '该玩家账号未被冻结',
    'zh-tw': '該玩家帳號未被凍結',
    en: "This player's account is not frozen",
    es: 'La cuenta de este jugador no está congelada',
    fr: 'Le compte de ce joueur n’est pas gelé',
  },
  withdrawalAlreadyDecided: {
    'zh-cn': '该提现已处理，不能再次审核',
    'zh-tw': '該提領已處理，不能再次審核',
    en: 'This withdrawal has already been approved or rejected: it cannot be reviewed again',
    es: 'Esta retirada ya se ha aprobado o rechazado: no puede revisarse de nuevo',
    fr: 'Ce retrait a déjà été approuvé ou refusé : il ne peut pas être revu',
  },
  orderNotWithdrawal: {
    'zh-cn': '该订单不是提现订单',
    'zh-tw': '該訂單不是提領訂單',
    en: 'This order is not a withdrawal',
    es: 'Este pedido no es una retirada',
    fr: 'Cette commande n’est pas un retrait',
  },
  rejectReasonRequired: {
    'zh-cn': '请填写拒绝原因',
    'zh-tw': '請填寫拒絕原因',
    en: 'Please give the reason for the rejection',
    es: 'Indique el motivo del rechazo',
    fr: 'Veuillez indiquer le motif du refus',
  },
} satisfies Record<string, Localized>;
