// What each request field is called in the five languages, and how a path into a request (/items/0/amount) is said:
// "第 1 注的投注金额", "Stake of pick 1". A message names a field by its label, never by its name in the API.
import { type Language, type Localized } from './language';

/**
 * Every property name that appears in a request schema (body, query, params) of any endpoint. The label test walks
 * every endpoint's schemas, so a new field without a label here fails it. `money` marks cents: a limit on it is
 * written as an amount, not a count of cents.
 */
export const FIELD_LABELS: Record<string, Localized & { money?: true }> = {
  // Accounts and login
  phone: { 'zh-cn': '手机号', 'zh-tw': '手機號碼', en: 'Mobile number', es: 'Número de móvil', fr: 'Numéro de mobile' },
  password: { 'zh-cn': '密码', 'zh-tw': '密碼', en: 'Password', es: 'Contraseña', fr: 'Mot de passe' },
  oldPassword: { 'zh-cn': '原密码', 'zh-tw': '原密碼', en: 'Current password', es: 'Contraseña actual', fr: 'Mot de passe actuel' },
  smsCode: { 'zh-cn': '验证码', 'zh-tw': '驗證碼', en: 'Verification code', es: 'Código de verificación', fr: 'Code de vérification' },
  captchaId: { 'zh-cn': '安全验证', 'zh-tw': '安全驗證', en: 'Security check', es: 'Verificación de seguridad', fr: 'Vérification de sécurité' },
  captchaCode: { 'zh-cn': '安全验证答案', 'zh-tw': '安全驗證答案', en: 'Security check answer', es: 'Respuesta de la verificación de seguridad', fr: 'Réponse à la vérification de sécurité' },
  code: { 'zh-cn': '验证码', 'zh-tw': '驗證碼', en: 'Code', es: 'Código', fr: 'Code' },
  ageConfirmed: { 'zh-cn': '年龄确认', 'zh-tw': '年齡確認', en: 'Age confirmation', es: 'Confirmación de edad', fr: 'Confirmation de l’âge' },
  refreshToken: { 'zh-cn': '登录凭证', 'zh-tw': '登入憑證', en: 'Login token', es: 'Token de sesión', fr: 'Jeton de session' },
  access_token: { 'zh-cn': '微信授权凭证', 'zh-tw': '微信授權憑證', en: 'WeChat access token', es: 'Token de acceso de WeChat', fr: 'Jeton d’accès WeChat' },
  openid: { 'zh-cn': '微信用户标识', 'zh-tw': '微信使用者識別碼', en: 'WeChat user ID', es: 'Identificador de usuario de WeChat', fr: 'Identifiant utilisateur WeChat' },
  inviteCode: { 'zh-cn': '邀请码', 'zh-tw': '邀請碼', en: 'Invite code', es: 'Código de invitación', fr: 'Code d’invitation' },
  // Profile
  nickName: { 'zh-cn': '昵称', 'zh-tw': '暱稱', en: 'Nickname', es: 'Apodo', fr: 'Pseudonyme' },
  avatarUrl: { 'zh-cn': '头像', 'zh-tw': '頭像', en: 'Profile picture', es: 'Foto de perfil', fr: 'Photo de profil' },
  signature: { 'zh-cn': '个性签名', 'zh-tw': '個性簽名', en: 'Signature', es: 'Firma', fr: 'Signature' },
  settings: { 'zh-cn': '设置', 'zh-tw': '設定', en: 'Settings', es: 'Ajustes', fr: 'Paramètres' },
  orderReceiving: { 'zh-cn': '接单模式', 'zh-tw': '接單模式', en: 'Order receiving', es: 'Recepción de pedidos', fr: 'Réception des commandes' },
  messageNotification: { 'zh-cn': '消息通知', 'zh-tw': '訊息通知', en: 'Message notifications', es: 'Notificaciones de mensajes', fr: 'Notifications de messages' },
  url: { 'zh-cn': '图片地址', 'zh-tw': '圖片網址', en: 'Image address', es: 'Dirección de la imagen', fr: 'Adresse de l’image' },
  // Responsible play
  months: { 'zh-cn': '自我排除时长（月）', 'zh-tw': '自我排除時長（月）', en: 'Self-exclusion period (months)', es: 'Duración de la autoexclusión (meses)', fr: 'Durée de l’auto-exclusion (mois)' },
  minutes: { 'zh-cn': '游戏时长提醒间隔（分钟）', 'zh-tw': '遊戲時間提醒間隔（分鐘）', en: 'Reality check interval (minutes)', es: 'Intervalo del aviso de tiempo de juego (minutos)', fr: 'Intervalle du rappel de temps de jeu (minutes)' },
  stakeDay: { 'zh-cn': '24 小时投注限额', 'zh-tw': '24 小時投注限額', en: '24-hour stake limit', es: 'Límite de apuestas de 24 horas', fr: 'Limite de mise sur 24 heures', money: true },
  stakeWeek: { 'zh-cn': '7 天投注限额', 'zh-tw': '7 天投注限額', en: '7-day stake limit', es: 'Límite de apuestas de 7 días', fr: 'Limite de mise sur 7 jours', money: true },
  stakeMonth: { 'zh-cn': '30 天投注限额', 'zh-tw': '30 天投注限額', en: '30-day stake limit', es: 'Límite de apuestas de 30 días', fr: 'Limite de mise sur 30 jours', money: true },
  depositDay: { 'zh-cn': '24 小时充值限额', 'zh-tw': '24 小時儲值限額', en: '24-hour deposit limit', es: 'Límite de depósitos de 24 horas', fr: 'Limite de dépôt sur 24 heures', money: true },
  depositWeek: { 'zh-cn': '7 天充值限额', 'zh-tw': '7 天儲值限額', en: '7-day deposit limit', es: 'Límite de depósitos de 7 días', fr: 'Limite de dépôt sur 7 jours', money: true },
  depositMonth: { 'zh-cn': '30 天充值限额', 'zh-tw': '30 天儲值限額', en: '30-day deposit limit', es: 'Límite de depósitos de 30 días', fr: 'Limite de dépôt sur 30 jours', money: true },
  // Betting and draws
  issue: { 'zh-cn': '期号', 'zh-tw': '期號', en: 'Period number', es: 'N.º de periodo', fr: 'N° de période' },
  issueEnd: { 'zh-cn': '期号末尾数字', 'zh-tw': '期號末尾數字', en: 'Last digits of the period number', es: 'Últimas cifras del n.º de periodo', fr: 'Derniers chiffres du n° de période' },
  requestId: { 'zh-cn': '请求编号', 'zh-tw': '請求編號', en: 'Request ID', es: 'Identificador de solicitud', fr: 'Identifiant de requête' },
  items: { 'zh-cn': '投注内容', 'zh-tw': '投注內容', en: 'List of picks', es: 'Lista de selecciones', fr: 'Liste des choix' },
  oddsId: { 'zh-cn': '玩法', 'zh-tw': '玩法', en: 'Play item', es: 'Jugada', fr: 'Option de pari' },
  amount: { 'zh-cn': '金额', 'zh-tw': '金額', en: 'Amount', es: 'Importe', fr: 'Montant', money: true },
  rankId: { 'zh-cn': '名次', 'zh-tw': '名次', en: 'Place', es: 'Puesto', fr: 'Place' },
  date: { 'zh-cn': '日期', 'zh-tw': '日期', en: 'Date', es: 'Fecha', fr: 'Date' },
  // Plan hall
  slipId: { 'zh-cn': '注单', 'zh-tw': '注單', en: 'Bet slip', es: 'Boleto', fr: 'Bulletin' },
  note: { 'zh-cn': '方案说明', 'zh-tw': '方案說明', en: 'Plan note', es: 'Nota del plan', fr: 'Note du plan' },
  showStake: { 'zh-cn': '公开投注金额', 'zh-tw': '公開投注金額', en: 'Show the stake', es: 'Mostrar el importe', fr: 'Afficher la mise' },
  planId: { 'zh-cn': '方案', 'zh-tw': '方案', en: 'Plan', es: 'Plan', fr: 'Plan' },
  authorId: { 'zh-cn': '方案作者', 'zh-tw': '方案作者', en: 'Plan author', es: 'Autor del plan', fr: 'Auteur du plan' },
  following: { 'zh-cn': '只看关注', 'zh-tw': '只看關注', en: 'Only players I follow', es: 'Solo jugadores que sigo', fr: 'Seulement les joueurs que je suis' },
  // Lists, pages and filters
  page: { 'zh-cn': '页码', 'zh-tw': '頁碼', en: 'Page', es: 'Página', fr: 'Page' },
  size: { 'zh-cn': '每页条数', 'zh-tw': '每頁筆數', en: 'Page size', es: 'Tamaño de página', fr: 'Taille de page' },
  status: { 'zh-cn': '状态', 'zh-tw': '狀態', en: 'Status', es: 'Estado', fr: 'Statut' },
  type: { 'zh-cn': '类型', 'zh-tw': '類型', en: 'Type', es: 'Tipo', fr: 'Type' },
  keyWord: { 'zh-cn': '关键词', 'zh-tw': '關鍵字', en: 'Keyword', es: 'Palabra clave', fr: 'Mot-clé' },
  order: { 'zh-cn': '排序字段', 'zh-tw': '排序欄位', en: 'Sort by', es: 'Ordenar por', fr: 'Trier par' },
  sort: { 'zh-cn': '排序方向', 'zh-tw': '排序方向', en: 'Sort direction', es: 'Sentido del orden', fr: 'Sens du tri' },
  all: { 'zh-cn': '全部', 'zh-tw': '全部', en: 'All', es: 'Todos', fr: 'Tous' },
  cursor: { 'zh-cn': '翻页位置', 'zh-tw': '翻頁位置', en: 'Position in the list', es: 'Posición en la lista', fr: 'Position dans la liste' },
  limit: { 'zh-cn': '条数', 'zh-tw': '筆數', en: 'Number of entries', es: 'Número de elementos', fr: 'Nombre d’éléments' },
  id: { 'zh-cn': '编号', 'zh-tw': '編號', en: 'ID', es: 'Identificador', fr: 'Identifiant' },
  ids: { 'zh-cn': '编号列表', 'zh-tw': '編號清單', en: 'List of IDs', es: 'Lista de identificadores', fr: 'Liste des identifiants' },
  key: { 'zh-cn': '参数名', 'zh-tw': '參數名稱', en: 'Parameter', es: 'Parámetro', fr: 'Paramètre' },
  types: { 'zh-cn': '字典类型列表', 'zh-tw': '字典類型清單', en: 'List of dictionary types', es: 'Lista de tipos de diccionario', fr: 'Liste des types de dictionnaire' },
  // Viewing history and the data dashboard
  kind: { 'zh-cn': '浏览类型', 'zh-tw': '瀏覽類型', en: 'Kind of item viewed', es: 'Tipo de elemento visto', fr: 'Type d’élément consulté' },
  days: { 'zh-cn': '统计天数', 'zh-tw': '統計天數', en: 'Number of days', es: 'Número de días', fr: 'Nombre de jours' },
  // Address book
  contact: { 'zh-cn': '联系人', 'zh-tw': '聯絡人', en: 'Contact name', es: 'Nombre de contacto', fr: 'Nom du contact' },
  province: { 'zh-cn': '省份', 'zh-tw': '省份', en: 'Province', es: 'Provincia', fr: 'Province' },
  city: { 'zh-cn': '城市', 'zh-tw': '城市', en: 'City', es: 'Ciudad', fr: 'Ville' },
  district: { 'zh-cn': '区县', 'zh-tw': '區域', en: 'District', es: 'Distrito', fr: 'District' },
  address: { 'zh-cn': '详细地址', 'zh-tw': '詳細地址', en: 'Street address', es: 'Dirección', fr: 'Adresse' },
  isDefault: { 'zh-cn': '默认地址', 'zh-tw': '預設地址', en: 'Default address', es: 'Dirección predeterminada', fr: 'Adresse par défaut' },
  // Orders: recharge and withdrawal
  orderNo: { 'zh-cn': '订单号', 'zh-tw': '訂單編號', en: 'Order number', es: 'N.º de pedido', fr: 'N° de commande' },
  method: { 'zh-cn': '支付方式', 'zh-tw': '付款方式', en: 'Payment method', es: 'Método de pago', fr: 'Moyen de paiement' },
  inWeChat: { 'zh-cn': '是否在微信中打开', 'zh-tw': '是否在微信中開啟', en: 'Opened in WeChat', es: 'Abierto en WeChat', fr: 'Ouvert dans WeChat' },
  account: { 'zh-cn': '收款账号', 'zh-tw': '收款帳號', en: 'Receiving account', es: 'Cuenta de destino', fr: 'Compte de réception' },
  tab: { 'zh-cn': '订单分类', 'zh-tw': '訂單分類', en: 'Order tab', es: 'Pestaña de pedidos', fr: 'Onglet des commandes' },
  provider: { 'zh-cn': '支付服务商', 'zh-tw': '付款服務商', en: 'Payment provider', es: 'Proveedor de pago', fr: 'Prestataire de paiement' },
  // The sandbox provider's cashier page and its form
  tradeNo: { 'zh-cn': '支付编号', 'zh-tw': '付款編號', en: 'Payment number', es: 'Número de pago', fr: 'Numéro de paiement' },
  lang: { 'zh-cn': '页面语言', 'zh-tw': '頁面語言', en: 'Page language', es: 'Idioma de la página', fr: 'Langue de la page' },
  outcome: { 'zh-cn': '支付结果', 'zh-tw': '付款結果', en: 'Payment outcome', es: 'Resultado del pago', fr: 'Issue du paiement' },
  repeat: { 'zh-cn': '额外发送通知次数', 'zh-tw': '額外傳送通知次數', en: 'Extra deliveries', es: 'Envíos adicionales', fr: 'Envois supplémentaires' },
  lateSeconds: { 'zh-cn': '延迟发送秒数', 'zh-tw': '延遲傳送秒數', en: 'Delay in seconds', es: 'Retraso en segundos', fr: 'Retard en secondes' },
  // Demo goods
  title: { 'zh-cn': '标题', 'zh-tw': '標題', en: 'Title', es: 'Título', fr: 'Titre' },
  description: { 'zh-cn': '描述', 'zh-tw': '描述', en: 'Description', es: 'Descripción', fr: 'Description' },
  priceCents: { 'zh-cn': '价格', 'zh-tw': '價格', en: 'Price', es: 'Precio', fr: 'Prix', money: true },
  // Customer-service chat
  sessionId: { 'zh-cn': '会话', 'zh-tw': '會話', en: 'Conversation', es: 'Conversación', fr: 'Conversation' },
  clientId: { 'zh-cn': '消息标识', 'zh-tw': '訊息識別碼', en: 'Message ID', es: 'Identificador del mensaje', fr: 'Identifiant du message' },
  contentType: { 'zh-cn': '消息类型', 'zh-tw': '訊息類型', en: 'Message type', es: 'Tipo de mensaje', fr: 'Type de message' },
  content: { 'zh-cn': '内容', 'zh-tw': '內容', en: 'Content', es: 'Contenido', fr: 'Contenu' },
  upToId: { 'zh-cn': '已读到的消息', 'zh-tw': '已讀到的訊息', en: 'Last message read', es: 'Último mensaje leído', fr: 'Dernier message lu' },
  beforeId: { 'zh-cn': '更早消息的起点', 'zh-tw': '更早訊息的起點', en: 'Older than message', es: 'Anterior al mensaje', fr: 'Antérieur au message' },
  afterId: { 'zh-cn': '更新消息的起点', 'zh-tw': '更新訊息的起點', en: 'Newer than message', es: 'Posterior al mensaje', fr: 'Postérieur au message' },
  score: { 'zh-cn': '评分', 'zh-tw': '評分', en: 'Rating', es: 'Valoración', fr: 'Note' },
  comment: { 'zh-cn': '评价内容', 'zh-tw': '評價內容', en: 'Comment', es: 'Comentario', fr: 'Commentaire' },
  toOperatorId: { 'zh-cn': '转接客服', 'zh-tw': '轉接客服', en: 'Agent to hand over to', es: 'Agente al que transferir', fr: 'Agent à qui transférer' },
};

/**
 * Array fields: how one entry is called ({n} counts from 1), and how a field of an entry is ({field} is the field's
 * label). Every array in a request schema has one; the label test checks that too.
 */
export const ENTRY_LABELS: Record<string, { entry: Localized; fieldOf: Localized; fields?: Record<string, Localized> }> = {
  items: {
    entry: { 'zh-cn': '第 {n} 注', 'zh-tw': '第 {n} 注', en: 'Pick {n}', es: 'Selección {n}', fr: 'Choix {n}' },
    fieldOf: { 'zh-cn': '第 {n} 注的{field}', 'zh-tw': '第 {n} 注的{field}', en: '{field} of pick {n}', es: '{field} de la selección {n}', fr: '{field} du choix {n}' },
    // A bet slip's pick: its amount is the stake (a recharge's or a withdrawal's amount is just the amount).
    fields: { amount: { 'zh-cn': '投注金额', 'zh-tw': '投注金額', en: 'Stake', es: 'Importe', fr: 'Mise' } },
  },
  ids: {
    entry: { 'zh-cn': '第 {n} 个编号', 'zh-tw': '第 {n} 個編號', en: 'ID {n}', es: 'Identificador {n}', fr: 'Identifiant {n}' },
    fieldOf: { 'zh-cn': '第 {n} 个编号的{field}', 'zh-tw': '第 {n} 個編號的{field}', en: '{field} of ID {n}', es: '{field} del identificador {n}', fr: '{field} de l’identifiant {n}' },
  },
  types: {
    entry: { 'zh-cn': '第 {n} 个字典类型', 'zh-tw': '第 {n} 個字典類型', en: 'Dictionary type {n}', es: 'Tipo de diccionario {n}', fr: 'Type de dictionnaire {n}' },
    fieldOf: { 'zh-cn': '第 {n} 个字典类型的{field}', 'zh-tw': '第 {n} 個字典類型的{field}', en: '{field} of dictionary type {n}', es: '{field} del tipo de diccionario {n}', fr: '{field} du type de dictionnaire {n}' },
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface FieldNaming {
  /** The label to put in a message; null when the path names nothing we know (the request as a whole). */
  label: string | null;
  /** Whether the named field holds cents. */
  money: boolean;
}

/**
 * Says a path into a request in words: "/nickname" → "昵称", "/items/0/amount" → "Stake of pick 1",
 * "/settings/orderReceiving" → "Order receiving". A segment we have no label for (a key inside free-form JSON) ends
 * the walk at the nearest field we can name.
 */
export function nameField(segments: string[], language: Language): FieldNaming {
  let label: string | null = null;
  let money = false;
  /** The array entry we are inside: its fieldOf template, its position and what its fields are called there. */
  let entry: { fieldOf: string; n: string; fields?: Record<string, Localized> } | null = null;
  let lastArray: string | null = null;
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) {
      const entryLabels = lastArray ? ENTRY_LABELS[lastArray] : undefined;
      if (!entryLabels) break;
      const n = String(Number(segment) + 1);
      label = fill(entryLabels.entry[language], { n });
      money = false;
      entry = { fieldOf: entryLabels.fieldOf[language], n, fields: entryLabels.fields };
      lastArray = null;
      continue;
    }
    const known = Object.hasOwn(FIELD_LABELS, segment) ? FIELD_LABELS[segment] : undefined;
    if (!known) break;
    const inEntry = entry?.fields && Object.hasOwn(entry.fields, segment) ? entry.fields[segment] : known;
    label = entry ? fill(entry.fieldOf, { field: inEntry[language], n: entry.n }) : known[language];
    money = known.money === true;
    lastArray = Object.hasOwn(ENTRY_LABELS, segment) ? segment : null;
  }
  return { label, money };
}
