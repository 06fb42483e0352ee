// Messages of customer-service chat, in all five languages (merged into MESSAGES).
import { type Localized } from './language';

export const CUSTOMER_SERVICE_MESSAGES = {
  // SPEC's own words for an image that is not one of ours.
  csImageAddressError: { 'zh-cn': '图片地址错误', 'zh-tw': '圖片網址錯誤', en: 'Image Address Error', es: 'Error en la dirección de la imagen', fr: 'Erreur d’adresse de l’image' },
  csTextRequired: {
    'zh-cn': '请输入消息内容',
    'zh-tw': '請輸入訊息內容',
    en: 'Please type a message',
    es: 'Escriba un mensaje',
    fr: 'Veuillez saisir un message',
  },
  csTextTooLong: {
    'zh-cn': '消息不能超过 {max} 个字符',
    'zh-tw': '訊息不能超過 {max} 個字元',
    en: 'A message may have at most {max} characters',
    es: 'Un mensaje puede tener como máximo {max} caracteres',
    fr: 'Un message peut contenir au plus {max} caractères',
  },
  csTooFast: {
    'zh-cn': '发送太快了，请稍后再发',
    'zh-tw': '傳送太快了，請稍後再傳',
    en: 'You are sending too fast, please wait a moment',
    es: 'Está enviando demasiado rápido; espere un momento',
    fr: 'Vous envoyez trop vite, veuillez patienter un instant',
  },
  csSessionNotFound: {
    'zh-cn': '会话不存在',
    'zh-tw': '會話不存在',
    en: 'Conversation not found',
    es: 'Conversación no encontrada',
    fr: 'Conversation introuvable',
  },
  csSessionClosed: {
    'zh-cn': '会话已结束',
    'zh-tw': '會話已結束',
    en: 'This conversation has ended',
    es: 'Esta conversación ha terminado',
    fr: 'Cette conversation est terminée',
  },
  csSessionNotYours: {
    'zh-cn': '该会话不在你的接待中',
    'zh-tw': '該會話不在你的接待中',
    en: 'This conversation is not assigned to you',
    es: 'Esta conversación no está asignada a usted',
    fr: 'Cette conversation ne vous est pas attribuée',
  },
  csSessionTaken: {
    'zh-cn': '该会话已被其他客服接入',
    'zh-tw': '該會話已被其他客服接入',
    en: 'Another agent has already taken this conversation',
    es: 'Otro agente ya ha tomado esta conversación',
    fr: 'Un autre agent a déjà pris cette conversation',
  },
  csAgentFull: {
    'zh-cn': '{agent} 的接待数已满（{max} 个会话）',
    'zh-tw': '{agent} 的接待數已滿（{max} 個會話）',
    en: '{agent} already holds the most conversations allowed ({max})',
    es: '{agent} ya atiende el máximo de conversaciones permitido ({max})',
    fr: '{agent} a déjà le nombre maximal de conversations ({max})',
  },
  csAgentUnavailable: {
    'zh-cn': '该客服不在线或不能接待',
    'zh-tw': '該客服不在線或不能接待',
    en: 'That agent is not online or cannot take conversations',
    es: 'Ese agente no está conectado o no puede atender conversaciones',
    fr: 'Cet agent n’est pas en ligne ou ne peut pas prendre de conversations',
  },
  csAlreadyRated: {
    'zh-cn': '该会话已评价',
    'zh-tw': '該會話已評價',
    en: 'You have already rated this conversation',
    es: 'Ya ha valorado esta conversación',
    fr: 'Vous avez déjà évalué cette conversation',
  },
  csNotClosedYet: {
    'zh-cn': '会话结束后才能评价',
    'zh-tw': '會話結束後才能評價',
    en: 'You can rate a conversation once it has ended',
    es: 'Puede valorar una conversación cuando haya terminado',
    fr: 'Vous pourrez évaluer la conversation une fois terminée',
  },
  csCannedNotFound: {
    'zh-cn': '快捷回复不存在',
    'zh-tw': '快捷回覆不存在',
    en: 'Canned reply not found',
    es: 'Respuesta predefinida no encontrada',
    fr: 'Réponse prédéfinie introuvable',
  },
} satisfies Record<string, Localized>;
