// Every message the server sends to people, in all five languages; `translate` fills {placeholders}, writing money,
// moments and numbers the way the reader's language does.
import { type Language, type Localized } from './language';
import { formatMoment, formatMoney, formatNumber } from './local-format';
import { withPluralForms } from './plural-forms';
import { OPERATOR_MESSAGES } from './messages-operators';
import { NOTICE_MESSAGES } from './messages-notices';
import { CATALOGUE_DRAW_MESSAGES } from './messages-catalogue-draws';
import { PLAYER_MONEY_MESSAGES } from './messages-players-money';
import { CUSTOMER_SERVICE_MESSAGES } from './messages-customer-service';
import { PLAN_MESSAGES } from './messages-plans';

export const MESSAGES = {
  ...OPERATOR_MESSAGES,
  ...NOTICE_MESSAGES,
  ...CATALOGUE_DRAW_MESSAGES,
  ...PLAYER_MONEY_MESSAGES,
  ...CUSTOMER_SERVICE_MESSAGES,
  ...PLAN_MESSAGES,
  success: { 'zh-cn': '成功', 'zh-tw': '成功', en: 'success', es: 'éxito', fr: 'succès' },
  serviceException: {
    'zh-cn': '服务暂时不可用：服务器出现问题，请稍后再试',
    'zh-tw': '服務暫時無法使用：伺服器發生問題，請稍後再試',
    en: 'Service unavailable: something went wrong on our side. Please try again later',
    es: 'Servicio no disponible: algo ha fallado en nuestro servidor. Inténtelo de nuevo más tarde',
    fr: 'Service indisponible : une erreur s’est produite de notre côté. Veuillez réessayer plus tard',
  },
  notFoundRoute: {
    'zh-cn': '[404] {url} 不存在',
    'zh-tw': '[404] {url} 不存在',
    en: '[404] {url} not found',
    es: '[404] {url} no encontrado',
    fr: '[404] {url} introuvable',
  },
  notLoggedIn: {
    'zh-cn': '未登录或登录已过期，请重新登录',
    'zh-tw': '未登入或登入已過期，請重新登入',
    en: 'Not logged in or login expired, please log in again',
    es: 'No ha iniciado sesión o la sesión ha caducado; inicie sesión de nuevo',
    fr: 'Non connecté ou session expirée, veuillez vous reconnecter',
  },
  tooManyRequests: {
    'zh-cn': '请求过于频繁，请稍后再试',
    'zh-tw': '請求過於頻繁，請稍後再試',
    en: 'Too many requests, please try again later',
    es: 'Demasiadas solicitudes; inténtelo más tarde',
    fr: 'Trop de requêtes, veuillez réessayer plus tard',
  },
  recordNotFound: {
    'zh-cn': '记录不存在',
    'zh-tw': '紀錄不存在',
    en: 'Record not found',
    es: 'Registro no encontrado',
    fr: 'Enregistrement introuvable',
  },
  readOnly: {
    'zh-cn': '该数据只读，不能修改',
    'zh-tw': '該資料唯讀，不能修改',
    en: 'This data is read-only',
    es: 'Estos datos son de solo lectura',
    fr: 'Ces données sont en lecture seule',
  },
  paramNotFound: {
    'zh-cn': '参数 {key} 不存在',
    'zh-tw': '參數 {key} 不存在',
    en: 'Parameter {key} does not exist',
    es: 'El parámetro {key} no existe',
    fr: 'Le paramètre {key} n’existe pas',
  },
  insufficientBalance: {
    'zh-cn': '余额不足',
    'zh-tw': '餘額不足',
    en: 'Insufficient balance',
    es: 'Saldo insuficiente',
    fr: 'Solde insuffisant',
  },
  // Accounts
  phoneRequired: {
    'zh-cn': '请填写手机号',
    'zh-tw': '請填寫手機號碼',
    en: 'Please fill in the mobile number',
    es: 'Introduzca el número de móvil',
    fr: 'Veuillez saisir le numéro de mobile',
  },
  phoneInvalid: {
    'zh-cn': '请填写正确的手机号格式',
    'zh-tw': '請填寫正確的手機號碼格式',
    en: 'Please fill in the correct mobile phone number format',
    es: 'Introduzca un número de móvil con el formato correcto',
    fr: 'Veuillez saisir un numéro de mobile au bon format',
  },
  smsCodeRequired: {
    'zh-cn': '请填写验证码',
    'zh-tw': '請填寫驗證碼',
    en: 'Please fill in the verification code',
    es: 'Introduzca el código de verificación',
    fr: 'Veuillez saisir le code de vérification',
  },
  smsCodeWrong: {
    'zh-cn': '验证码错误或已过期',
    'zh-tw': '驗證碼錯誤或已過期',
    en: 'The verification code is wrong or has expired',
    es: 'El código de verificación es incorrecto o ha caducado',
    fr: 'Le code de vérification est erroné ou a expiré',
  },
  captchaFailed: {
    'zh-cn': '安全验证未通过，请重试',
    'zh-tw': '安全驗證未通過，請重試',
    en: 'The security check was not passed, please try again',
    es: 'No se superó la verificación de seguridad; inténtelo de nuevo',
    fr: 'La vérification de sécurité a échoué, veuillez réessayer',
  },
  smsTooSoon: {
    'zh-cn': '发送过于频繁，请 {seconds} 秒后再试',
    'zh-tw': '發送過於頻繁，請 {seconds} 秒後再試',
    en: 'Too many requests: please wait {seconds}s before asking for another code',
    es: 'Demasiadas solicitudes: espere {seconds} s antes de pedir otro código',
    fr: 'Trop de requêtes : attendez {seconds} s avant de demander un autre code',
  },
  smsDailyLimit: {
    'zh-cn': '今日验证码发送次数已达上限，请明天再试',
    'zh-tw': '今日驗證碼發送次數已達上限，請明天再試',
    en: "Too many requests: today's limit of verification codes is reached, please try tomorrow",
    es: 'Demasiadas solicitudes: se alcanzó el límite diario de códigos; inténtelo mañana',
    fr: 'Trop de requêtes : la limite quotidienne de codes est atteinte, réessayez demain',
  },
  loginThrottled: {
    'zh-cn': '登录失败次数过多，请 {minutes} 分钟后再试',
    'zh-tw': '登入失敗次數過多，請 {minutes} 分鐘後再試',
    en: 'Too many failed logins, please try again in {minutes, plural, one {# minute} other {# minutes}}',
    es: 'Demasiados intentos fallidos; inténtelo de nuevo en {minutes, plural, one {# minuto} many {# de minutos} other {# minutos}}',
    fr: 'Trop de connexions échouées, réessayez dans {minutes, plural, one {# minute} many {# de minutes} other {# minutes}}',
  },
  loginNeedsCaptcha: {
    'zh-cn': '该网络登录失败次数过多，请先完成安全验证再登录',
    'zh-tw': '該網路登入失敗次數過多，請先完成安全驗證再登入',
    en: 'Too many failed logins from this network: please complete the security check to log in',
    es: 'Demasiados inicios de sesión fallidos desde esta red: complete la verificación de seguridad para iniciar sesión',
    fr: 'Trop de connexions échouées depuis ce réseau : veuillez effectuer la vérification de sécurité pour vous connecter',
  },
  loginFailed: {
    'zh-cn': '手机号或密码错误',
    'zh-tw': '手機號碼或密碼錯誤',
    en: 'Wrong mobile number or password',
    es: 'Número de móvil o contraseña incorrectos',
    fr: 'Numéro de mobile ou mot de passe incorrect',
  },
  passwordTooShort: {
    'zh-cn': '密码至少 8 位',
    'zh-tw': '密碼至少 8 位',
    en: 'The password must be at least 8 characters',
    es: 'La contraseña debe tener al menos 8 caracteres',
    fr: 'Le mot de passe doit contenir au moins 8 caractères',
  },
  passwordBlank: {
    'zh-cn': '密码不能全是空格',
    'zh-tw': '密碼不能全是空格',
    en: 'The password cannot be only spaces',
    es: 'La contraseña no puede ser solo espacios',
    fr: 'Le mot de passe ne peut pas contenir que des espaces',
  },
  ageNotConfirmed: {
    'zh-cn': '请确认您已年满 18 周岁',
    'zh-tw': '請確認您已年滿 18 歲',
    en: 'Please confirm that you are 18 or over',
    es: 'Confirme que tiene 18 años o más',
    fr: 'Veuillez confirmer que vous avez 18 ans ou plus',
  },
  phoneAlreadyRegistered: {
    'zh-cn': '该手机号已注册，请直接登录',
    'zh-tw': '該手機號碼已註冊，請直接登入',
    en: 'This mobile number is already registered, please log in',
    es: 'Este número de móvil ya está registrado; inicie sesión',
    fr: 'Ce numéro de mobile est déjà inscrit, veuillez vous connecter',
  },
  phoneNotRegistered: {
    'zh-cn': '该手机号尚未注册，请先注册',
    'zh-tw': '該手機號碼尚未註冊，請先註冊',
    en: 'This mobile number is not registered yet, please register',
    es: 'Este número de móvil aún no está registrado; regístrese',
    fr: 'Ce numéro de mobile n’est pas encore inscrit, veuillez vous inscrire',
  },
  inviteCodeUnknown: {
    'zh-cn': '该邀请码不存在，请核对后重新输入，或不填邀请码直接注册',
    'zh-tw': '該邀請碼不存在，請核對後重新輸入，或不填邀請碼直接註冊',
    en: 'This invite code does not exist. Check it, or register without one.',
    es: 'Este código de invitación no existe. Compruébelo o regístrese sin él.',
    fr: 'Ce code d’invitation n’existe pas. Vérifiez-le ou inscrivez-vous sans code.',
  },
  phoneBoundElsewhere: {
    'zh-cn': '该手机号已绑定其他账号',
    'zh-tw': '該手機號碼已綁定其他帳號',
    en: 'This mobile number is already bound to another account',
    es: 'Este número de móvil ya está vinculado a otra cuenta',
    fr: 'Ce numéro de mobile est déjà associé à un autre compte',
  },
  loginExpired: {
    'zh-cn': '登录已过期，请重新登录',
    'zh-tw': '登入已過期，請重新登入',
    en: 'Your login has expired, please log in again',
    es: 'La sesión ha caducado; inicie sesión de nuevo',
    fr: 'Votre session a expiré, veuillez vous reconnecter',
  },
  nicknameInvalid: {
    'zh-cn': '请填写昵称，限16个字符或汉字',
    'zh-tw': '請填寫暱稱，限16個字元或漢字',
    en: 'Please fill in your nickname, limited to 16 characters or Chinese characters',
    es: 'Introduzca su apodo, máximo 16 caracteres o caracteres chinos',
    fr: 'Veuillez saisir votre pseudonyme, 16 caractères ou caractères chinois au maximum',
  },
  nicknameHiddenControls: {
    'zh-cn': '昵称含有无法显示的控制字符',
    'zh-tw': '暱稱含有無法顯示的控制字元',
    en: 'The nickname contains control characters that cannot be shown',
    es: 'El apodo contiene caracteres de control que no se pueden mostrar',
    fr: 'Le pseudonyme contient des caractères de contrôle qui ne peuvent pas être affichés',
  },
  avatarInvalid: {
    'zh-cn': '图片地址无效',
    'zh-tw': '圖片網址無效',
    en: 'The image address is not valid',
    es: 'La dirección de la imagen no es válida',
    fr: 'L’adresse de l’image n’est pas valide',
  },
  oldPasswordWrong: {
    'zh-cn': '原密码错误',
    'zh-tw': '原密碼錯誤',
    en: 'The current password is wrong',
    es: 'La contraseña actual es incorrecta',
    fr: 'Le mot de passe actuel est erroné',
  },
  logoffNeedsProof: {
    'zh-cn': '注销账户需要验证：请输入密码，或使用发送到绑定手机的验证码（未绑定手机请先绑定）',
    'zh-tw': '註銷帳戶需要驗證：請輸入密碼，或使用傳送到綁定手機的驗證碼（未綁定手機請先綁定）',
    en: 'Closing the account needs proof: enter your password, or a code sent to your bound phone (bind a phone first if there is none)',
    es: 'Cerrar la cuenta requiere una prueba: escriba su contraseña o un código enviado a su móvil vinculado (vincule un móvil si no tiene)',
    fr: 'La clôture du compte demande une preuve : saisissez votre mot de passe ou un code envoyé à votre mobile lié (liez un mobile si vous n’en avez pas)',
  },
  passwordChangeNeedsProof: {
    'zh-cn': '请填写原密码或短信验证码',
    'zh-tw': '請填寫原密碼或簡訊驗證碼',
    en: 'Please give your current password or an SMS verification code',
    es: 'Indique su contraseña actual o un código SMS',
    fr: 'Veuillez indiquer votre mot de passe actuel ou un code SMS',
  },
  openInWechat: {
    'zh-cn': '请在微信浏览器中打开',
    'zh-tw': '請在微信瀏覽器中開啟',
    en: 'Please open this page in the WeChat browser',
    es: 'Ábralo en el navegador de WeChat',
    fr: 'Veuillez ouvrir dans le navigateur WeChat',
  },
  oneTapUnsupported: {
    'zh-cn': '当前环境不支持一键登录，请切换至验证码登录',
    'zh-tw': '目前環境不支援一鍵登入，請切換至驗證碼登入',
    en: 'One-tap login is not available here. Please log in with a verification code instead',
    es: 'El acceso con un toque no está disponible aquí. Inicie sesión con un código de verificación',
    fr: 'La connexion rapide n’est pas disponible ici. Veuillez vous connecter avec un code de vérification',
  },
  loginAuthorizationFailed: {
    'zh-cn': '登录授权失败',
    'zh-tw': '登入授權失敗',
    en: 'Login authorization failed',
    es: 'Error de autorización de inicio de sesión',
    fr: 'Échec de l’autorisation de connexion',
  },
  ledgerAppendOnly: {
    'zh-cn': '账户流水只能追加，不能修改或删除',
    'zh-tw': '帳戶流水只能追加，不能修改或刪除',
    en: 'The balance log is append-only: entries cannot be changed or deleted',
    es: 'El registro de saldo solo admite añadidos: no se puede modificar ni borrar',
    fr: 'Le journal de solde est en ajout seul : aucune écriture ne peut être modifiée ni supprimée',
  },
  defaultNickname: {
    'zh-cn': '玩家{digits}',
    'zh-tw': '玩家{digits}',
    en: 'Player {digits}',
    es: 'Jugador {digits}',
    fr: 'Joueur {digits}',
  },
  closedAccount: {
    'zh-cn': '已注销用户',
    'zh-tw': '已註銷帳號',
    en: 'Closed account',
    es: 'Cuenta cerrada',
    fr: 'Compte clôturé',
  },
  // Betting
  periodNotFound: {
    'zh-cn': '期号 {issue} 不存在',
    'zh-tw': '期號 {issue} 不存在',
    en: 'Period {issue} does not exist',
    es: 'El periodo {issue} no existe',
    fr: 'La période {issue} n’existe pas',
  },
  periodNotOpen: {
    'zh-cn': '第 {issue} 期尚未开始投注',
    'zh-tw': '第 {issue} 期尚未開始投注',
    en: 'Betting on period {issue} has not opened yet',
    es: 'Las apuestas del periodo {issue} aún no están abiertas',
    fr: 'Les paris de la période {issue} ne sont pas encore ouverts',
  },
  bettingClosed: {
    'zh-cn': '第 {issue} 期已封盘，请投注下一期',
    'zh-tw': '第 {issue} 期已封盤，請投注下一期',
    en: 'Betting on period {issue} is closed; please bet on the next period',
    es: 'Las apuestas del periodo {issue} están cerradas; apueste en el siguiente',
    fr: 'Les paris de la période {issue} sont fermés ; pariez sur la suivante',
  },
  itemUnavailable: {
    'zh-cn': '所选玩法暂不可投注',
    'zh-tw': '所選玩法暫不可投注',
    en: 'A selected play item is not available',
    es: 'Una de las jugadas elegidas no está disponible',
    fr: 'Une des options de pari choisies n’est pas disponible',
  },
  slipItemRepeated: {
    'zh-cn': '同一玩法在一张注单中只能出现一次',
    'zh-tw': '同一玩法在一張注單中只能出現一次',
    en: 'A bet slip may include each play item only once',
    es: 'Un boleto solo puede incluir cada jugada una vez',
    fr: 'Un bulletin ne peut contenir chaque option de pari qu’une seule fois',
  },
  requestIdReused: {
    'zh-cn': '该请求编号已用于另一张注单，本注单未下注，请重新提交',
    'zh-tw': '該請求編號已用於另一張注單，本注單未下注，請重新提交',
    en: 'This request id was already used for a different slip; this slip was not placed, please submit it again',
    es: 'Este identificador de solicitud ya se usó para otro boleto; este boleto no se registró, envíelo de nuevo',
    fr: 'Cet identifiant de requête a déjà servi pour un autre bulletin ; ce bulletin n’a pas été enregistré, veuillez le soumettre à nouveau',
  },
  stakeOutOfRange: {
    'zh-cn': '单注金额须在 {min} 至 {max} 之间',
    'zh-tw': '單注金額須在 {min} 至 {max} 之間',
    en: 'The stake per pick must be between {min} and {max}',
    es: 'El importe por selección debe estar entre {min} y {max}',
    fr: 'La mise par choix doit être comprise entre {min} et {max}',
  },
  selfExcluded: {
    'zh-cn': '您已自我排除，{until} 前不能投注或充值',
    'zh-tw': '您已自我排除，{until} 前不能投注或儲值',
    en: 'You have excluded yourself from play until {until}',
    es: 'Se ha autoexcluido del juego hasta el {until}',
    fr: 'Vous vous êtes exclu du jeu jusqu’au {until}',
  },
  stakeLimitReached: {
    'zh-cn': '超出您设定的{window}投注限额（剩余 {remaining}）',
    'zh-tw': '超出您設定的{window}投注限額（剩餘 {remaining}）',
    en: 'This bet slip goes over your {window} stake limit ({remaining} left)',
    es: 'Este boleto supera su límite de apuestas de {window} (quedan {remaining})',
    fr: 'Ce bulletin dépasse votre limite de mise sur {window} (reste {remaining})',
  },
  depositLimitReached: {
    'zh-cn': '本次充值 {amount} 超出您设定的{window}充值限额（剩余 {remaining}）',
    'zh-tw': '本次儲值 {amount} 超出您設定的{window}儲值限額（剩餘 {remaining}）',
    en: 'This deposit of {amount} goes over your {window} deposit limit ({remaining} left)',
    es: 'Este depósito de {amount} supera su límite de depósitos de {window} (quedan {remaining})',
    fr: 'Ce dépôt de {amount} dépasse votre limite de dépôt sur {window} (reste {remaining})',
  },
  depositLimitReachedWithUnpaid: {
    'zh-cn': '本次充值 {amount} 超出您设定的{window}充值限额（剩余 {remaining}，已计入待付款订单 {unpaid}）',
    'zh-tw': '本次儲值 {amount} 超出您設定的{window}儲值限額（剩餘 {remaining}，已計入待付款訂單 {unpaid}）',
    en: 'This deposit of {amount} goes over your {window} deposit limit ({remaining} left, counting {unpaid} in orders pending payment)',
    es: 'Este depósito de {amount} supera su límite de depósitos de {window} (quedan {remaining}, contando {unpaid} en pedidos pendientes de pago)',
    fr: 'Ce dépôt de {amount} dépasse votre limite de dépôt sur {window} (reste {remaining}, en comptant {unpaid} de commandes en attente de paiement)',
  },
  depositLimitChoiceRequired: {
    'zh-cn': '首次充值前，请先设定您的充值限额（也可以选择不设限额）',
    'zh-tw': '首次儲值前，請先設定您的儲值限額（也可以選擇不設限額）',
    en: 'Before your first recharge, please choose your deposit limits (no limit is a choice too)',
    es: 'Antes de su primera recarga, elija sus límites de depósito (también puede elegir no tener límite)',
    fr: 'Avant votre première recharge, veuillez choisir vos limites de dépôt (vous pouvez aussi choisir de ne pas en avoir)',
  },
  windowDay: { 'zh-cn': '24 小时', 'zh-tw': '24 小時', en: '24-hour', es: '24 horas', fr: '24 heures' },
  windowWeek: { 'zh-cn': '7 天', 'zh-tw': '7 天', en: '7-day', es: '7 días', fr: '7 jours' },
  windowMonth: { 'zh-cn': '30 天', 'zh-tw': '30 天', en: '30-day', es: '30 días', fr: '30 jours' },
  selfExclusionTooShort: {
    'zh-cn': '自我排除期至少 6 个月',
    'zh-tw': '自我排除期至少 6 個月',
    en: 'Self-exclusion lasts at least 6 months',
    es: 'La autoexclusión dura al menos 6 meses',
    fr: 'L’auto-exclusion dure au moins 6 mois',
  },
  realityCheckMinutesInvalid: {
    'zh-cn': '游戏时长提醒只能设为关闭，或每 15、30、60 分钟提醒一次',
    'zh-tw': '遊戲時間提醒只能設為關閉，或每 15、30、60 分鐘提醒一次',
    en: 'The reality check can be off, or every 15, 30 or 60 minutes',
    es: 'El aviso de tiempo de juego puede estar desactivado o llegar cada 15, 30 o 60 minutos',
    fr: 'Le rappel de temps de jeu peut être désactivé, ou revenir toutes les 15, 30 ou 60 minutes',
  },
  // Validation (code 1002)
  malformedJson: {
    'zh-cn': '请求体不是有效的 JSON',
    'zh-tw': '請求內容不是有效的 JSON',
    en: 'The request body is not valid JSON',
    es: 'El cuerpo de la solicitud no es un JSON válido',
    fr: 'Le corps de la requête n’est pas un JSON valide',
  },
  bodyTooLarge: {
    'zh-cn': '请求体过大（上限 {limit}）',
    'zh-tw': '請求內容過大（上限 {limit}）',
    en: 'The request body is too large (limit {limit})',
    es: 'El cuerpo de la solicitud es demasiado grande (límite {limit})',
    fr: 'Le corps de la requête est trop volumineux (limite {limit})',
  },
  unsupportedMediaType: {
    'zh-cn': '不支持的请求内容类型',
    'zh-tw': '不支援的請求內容類型',
    en: 'Unsupported request content type',
    es: 'Tipo de contenido de la solicitud no admitido',
    fr: 'Type de contenu de la requête non pris en charge',
  },
  badRequest: {
    'zh-cn': '请求无效',
    'zh-tw': '請求無效',
    en: 'Invalid request',
    es: 'Solicitud no válida',
    fr: 'Requête invalide',
  },
  // Validation: {field} is a field's localized label (field-labels.ts), never its name in the API.
  fieldRequired: {
    'zh-cn': '{field}不能为空',
    'zh-tw': '{field}不能為空',
    en: '{field} is required',
    es: 'El campo «{field}» es obligatorio',
    fr: 'Le champ « {field} » est obligatoire',
  },
  fieldEmpty: {
    'zh-cn': '{field}不能为空',
    'zh-tw': '{field}不能為空',
    en: '{field} cannot be empty',
    es: 'El campo «{field}» no puede estar vacío',
    fr: 'Le champ « {field} » ne peut pas être vide',
  },
  fieldType: {
    'zh-cn': '{field}应为{type}',
    'zh-tw': '{field}應為{type}',
    en: '{field} must be {type}',
    es: 'El campo «{field}» debe ser {type}',
    fr: 'Le champ « {field} » doit être {type}',
  },
  fieldMinLength: {
    'zh-cn': '{field}至少 {limit} 个字符',
    'zh-tw': '{field}至少 {limit} 個字元',
    en: '{field} must be at least {limit, plural, one {# character} other {# characters}} long',
    es: 'El campo «{field}» debe tener al menos {limit, plural, one {# carácter} many {# de caracteres} other {# caracteres}}',
    fr: 'Le champ « {field} » doit contenir au moins {limit, plural, one {# caractère} many {# de caractères} other {# caractères}}',
  },
  fieldMaxLength: {
    'zh-cn': '{field}最多 {limit} 个字符',
    'zh-tw': '{field}最多 {limit} 個字元',
    en: '{field} must be at most {limit, plural, one {# character} other {# characters}} long',
    es: 'El campo «{field}» debe tener como máximo {limit, plural, one {# carácter} many {# de caracteres} other {# caracteres}}',
    fr: 'Le champ « {field} » doit contenir au plus {limit, plural, one {# caractère} many {# de caractères} other {# caractères}}',
  },
  fieldMinimum: {
    'zh-cn': '{field}不能小于 {limit}',
    'zh-tw': '{field}不能小於 {limit}',
    en: '{field} must be at least {limit}',
    es: 'El campo «{field}» debe ser como mínimo {limit}',
    fr: 'Le champ « {field} » doit être au moins égal à {limit}',
  },
  fieldPositive: {
    'zh-cn': '{field}必须大于 0',
    'zh-tw': '{field}必須大於 0',
    en: '{field} must be more than 0',
    es: 'El campo «{field}» debe ser mayor que 0',
    fr: 'Le champ « {field} » doit être supérieur à 0',
  },
  fieldMaximum: {
    'zh-cn': '{field}不能大于 {limit}',
    'zh-tw': '{field}不能大於 {limit}',
    en: '{field} must be at most {limit}',
    es: 'El campo «{field}» debe ser como máximo {limit}',
    fr: 'Le champ « {field} » doit être au plus égal à {limit}',
  },
  fieldMinItems: {
    'zh-cn': '{field}至少需要 {limit} 项',
    'zh-tw': '{field}至少需要 {limit} 項',
    en: '{field} must have at least {limit, plural, one {# entry} other {# entries}}',
    es: 'El campo «{field}» debe tener al menos {limit, plural, one {# elemento} many {# de elementos} other {# elementos}}',
    fr: 'Le champ « {field} » doit contenir au moins {limit, plural, one {# élément} many {# d’éléments} other {# éléments}}',
  },
  fieldMaxItems: {
    'zh-cn': '{field}最多 {limit} 项',
    'zh-tw': '{field}最多 {limit} 項',
    en: '{field} must have at most {limit, plural, one {# entry} other {# entries}}',
    es: 'El campo «{field}» debe tener como máximo {limit, plural, one {# elemento} many {# de elementos} other {# elementos}}',
    fr: 'Le champ « {field} » doit contenir au plus {limit, plural, one {# élément} many {# d’éléments} other {# éléments}}',
  },
  fieldEnum: {
    'zh-cn': '{field}只能是 {values}',
    'zh-tw': '{field}只能是 {values}',
    en: '{field} must be {values}',
    es: 'El campo «{field}» debe ser {values}',
    fr: 'Le champ « {field} » doit valoir {values}',
  },
  fieldNotAllowed: {
    'zh-cn': '{field}的值不在允许范围内',
    'zh-tw': '{field}的值不在允許範圍內',
    en: '{field} has a value that is not allowed',
    es: 'El campo «{field}» tiene un valor no permitido',
    fr: 'Le champ « {field} » a une valeur non autorisée',
  },
  fieldFormat: {
    'zh-cn': '{field}格式不正确',
    'zh-tw': '{field}格式不正確',
    en: '{field} is not in the right format',
    es: 'El campo «{field}» no tiene un formato válido',
    fr: 'Le champ « {field} » n’a pas un format valide',
  },
  fieldInvalid: {
    'zh-cn': '{field}无效',
    'zh-tw': '{field}無效',
    en: '{field} is not valid',
    es: 'El campo «{field}» no es válido',
    fr: 'Le champ « {field} » n’est pas valide',
  },
  fieldUnknown: {
    'zh-cn': '不支持的字段：{field}',
    'zh-tw': '不支援的欄位：{field}',
    en: 'Unknown field: {field}',
    es: 'Campo desconocido: «{field}»',
    fr: 'Champ inconnu : « {field} »',
  },
  requestInvalid: {
    'zh-cn': '请求内容格式不正确',
    'zh-tw': '請求內容格式不正確',
    en: 'The request is not in the expected form',
    es: 'La solicitud no tiene el formato esperado',
    fr: 'La requête n’a pas la forme attendue',
  },
  typeString: { 'zh-cn': '字符串', 'zh-tw': '字串', en: 'a string', es: 'un texto', fr: 'un texte' },
  typeNumber: { 'zh-cn': '数字', 'zh-tw': '數字', en: 'a number', es: 'un número', fr: 'un nombre' },
  typeInteger: { 'zh-cn': '整数', 'zh-tw': '整數', en: 'a whole number', es: 'un número entero', fr: 'un nombre entier' },
  typeBoolean: { 'zh-cn': '布尔值', 'zh-tw': '布林值', en: 'true or false', es: 'verdadero o falso', fr: 'vrai ou faux' },
  typeArray: { 'zh-cn': '数组', 'zh-tw': '陣列', en: 'a list', es: 'una lista', fr: 'une liste' },
  typeObject: { 'zh-cn': '对象', 'zh-tw': '物件', en: 'an object', es: 'un objeto', fr: 'un objet' },
  typeNull: { 'zh-cn': '空值', 'zh-tw': '空值', en: 'null', es: 'nulo', fr: 'nul' },
  requestBody: { 'zh-cn': '请求体', 'zh-tw': '請求內容', en: 'request body', es: 'cuerpo de la solicitud', fr: 'corps de la requête' },
  // Balance log remarks (ledger-remark.ts), written in the reader's language when read
  ledgerWelcomeCredit: {
    'zh-cn': '新手体验金（游戏币）',
    'zh-tw': '新手體驗金（遊戲幣）',
    en: 'Welcome credit (play money)',
    es: 'Crédito de bienvenida (dinero ficticio)',
    fr: 'Crédit de bienvenue (argent fictif)',
  },
  ledgerPeriod: {
    'zh-cn': '第 {issue} 期',
    'zh-tw': '第 {issue} 期',
    en: 'Period {issue}',
    es: 'Periodo {issue}',
    fr: 'Période {issue}',
  },
  // Content facts (content-facts.ts): the welcome credit sentence of a notice, when the deployment gives one
  contentWelcomeCredit: {
    'zh-cn': '新账号赠送 {amount} 新手体验金（游戏币）。',
    'zh-tw': '新帳號贈送 {amount} 新手體驗金（遊戲幣）。',
    en: 'New accounts receive a welcome credit of {amount} in play money. ',
    es: 'Las cuentas nuevas reciben un crédito de bienvenida de {amount} en dinero ficticio. ',
    fr: 'Les nouveaux comptes reçoivent un crédit de bienvenue de {amount} en argent fictif. ',
  },
  // Upload
  uploadMissingFile: {
    'zh-cn': '请选择要上传的文件',
    'zh-tw': '請選擇要上傳的檔案',
    en: 'Please choose a file to upload',
    es: 'Elija un archivo para subir',
    fr: 'Veuillez choisir un fichier à téléverser',
  },
  uploadMalformed: {
    'zh-cn': '上传内容无法读取，请重新选择文件',
    'zh-tw': '上傳內容無法讀取，請重新選擇檔案',
    en: 'The upload could not be read, please choose the file again',
    es: 'No se pudo leer el archivo subido; elíjalo de nuevo',
    fr: 'Le téléversement n’a pas pu être lu, veuillez choisir le fichier à nouveau',
  },
  uploadNotImage: {
    'zh-cn': '只支持 PNG、JPEG、GIF 或 WebP 图片',
    'zh-tw': '只支援 PNG、JPEG、GIF 或 WebP 圖片',
    en: 'Only PNG, JPEG, GIF or WebP images are accepted',
    es: 'Solo se aceptan imágenes PNG, JPEG, GIF o WebP',
    fr: 'Seules les images PNG, JPEG, GIF ou WebP sont acceptées',
  },
  uploadTooLarge: {
    'zh-cn': '文件过大（上限 {limit}）',
    'zh-tw': '檔案過大（上限 {limit}）',
    en: 'The file is too large (limit {limit})',
    es: 'El archivo es demasiado grande (límite {limit})',
    fr: 'Le fichier est trop volumineux (limite {limit})',
  },
  // Viewing history and single draws (accounts/viewing-history.ts, lottery/result info)
  viewedNoticeRemoved: {
    'zh-cn': '该公告已删除',
    'zh-tw': '該公告已刪除',
    en: 'This notice was removed',
    es: 'Este aviso se ha eliminado',
    fr: 'Cette annonce a été supprimée',
  },
  viewedPlan: {
    'zh-cn': '{nickName} 的第 {issue} 期方案',
    'zh-tw': '{nickName} 的第 {issue} 期方案',
    en: 'Plan by {nickName}, period {issue}',
    es: 'Plan de {nickName}, periodo {issue}',
    fr: 'Plan de {nickName}, période {issue}',
  },
  periodNotDrawn: {
    'zh-cn': '第 {issue} 期尚未开奖',
    'zh-tw': '第 {issue} 期尚未開獎',
    en: 'Period {issue} has not been drawn yet',
    es: 'El periodo {issue} aún no se ha sorteado',
    fr: 'La période {issue} n’a pas encore été tirée',
  },
  // Orders: recharge and withdrawal (payments/order-service.ts); fail reasons are stored as these keys
  orderNotPayable: {
    'zh-cn': '该订单已不能支付',
    'zh-tw': '該訂單已無法付款',
    en: 'This order can no longer be paid',
    es: 'Este pedido ya no se puede pagar',
    fr: 'Cette commande ne peut plus être payée',
  },
  orderNotCancellable: {
    'zh-cn': '只有待支付的订单可以取消',
    'zh-tw': '只有待付款的訂單可以取消',
    en: 'Only an order awaiting payment can be cancelled',
    es: 'Solo se puede cancelar un pedido pendiente de pago',
    fr: 'Seule une commande en attente de paiement peut être annulée',
  },
  orderNotRefundable: {
    'zh-cn': '只有已支付的充值可以退款',
    'zh-tw': '只有已付款的儲值可以退款',
    en: 'Only a paid recharge can be refunded',
    es: 'Solo se puede reembolsar una recarga pagada',
    fr: 'Seule une recharge payée peut être remboursée',
  },
  rechargeAmountOutOfRange: {
    'zh-cn': '充值金额须在 ¥{min} 至 ¥{max} 之间',
    'zh-tw': '儲值金額須介於 ¥{min} 至 ¥{max} 之間',
    en: 'Recharge between ¥{min} and ¥{max}',
    es: 'Recargue entre {min} ¥ y {max} ¥',
    fr: 'Rechargez entre {min} ¥ et {max} ¥',
  },
  withdrawAmountOutOfRange: {
    'zh-cn': '提现金额须在 ¥{min} 至 ¥{max} 之间',
    'zh-tw': '提領金額須介於 ¥{min} 至 ¥{max} 之間',
    en: 'Withdraw between ¥{min} and ¥{max}',
    es: 'Retire entre {min} ¥ y {max} ¥',
    fr: 'Retirez entre {min} ¥ et {max} ¥',
  },
  withdrawAccountRequired: {
    'zh-cn': '请填写收款账号',
    'zh-tw': '請填寫收款帳號',
    en: 'Please fill in the account to receive the money',
    es: 'Indique la cuenta que recibirá el dinero',
    fr: 'Veuillez indiquer le compte qui recevra l’argent',
  },
  payOpenInWeChat: {
    'zh-cn': '请在微信浏览器中打开',
    'zh-tw': '請在微信瀏覽器中開啟',
    en: 'Please open in WeChat browser',
    es: 'Ábralo en el navegador de WeChat',
    fr: 'Veuillez ouvrir dans le navigateur WeChat',
  },
  payWeChatLoginRequired: {
    'zh-cn': '在微信中支付前，请先使用微信登录',
    'zh-tw': '在微信中付款前，請先使用微信登入',
    en: 'To pay inside WeChat, please log in with WeChat first',
    es: 'Para pagar dentro de WeChat, inicie sesión primero con WeChat',
    fr: 'Pour payer dans WeChat, veuillez d’abord vous connecter avec WeChat',
  },
  payTooManyPending: {
    'zh-cn': '您已有 {count} 笔待支付的充值订单，请先支付或取消其中一笔',
    'zh-tw': '您已有 {count} 筆待付款的儲值訂單，請先付款或取消其中一筆',
    en: 'You already have {count, plural, one {# recharge} other {# recharges}} awaiting payment: pay or cancel one first',
    es: 'Ya tiene {count, plural, one {# recarga pendiente} many {# de recargas pendientes} other {# recargas pendientes}} de pago: pague o cancele una primero',
    fr: 'Vous avez déjà {count, plural, one {# recharge} many {# de recharges} other {# recharges}} en attente de paiement : payez-en ou annulez-en une d’abord',
  },
  payProviderUnavailable: {
    'zh-cn': '支付服务暂时不可用，请稍后再试',
    'zh-tw': '付款服務暫時無法使用，請稍後再試',
    en: 'The payment service is unavailable right now, please try again later',
    es: 'El servicio de pago no está disponible en este momento; inténtelo de nuevo más tarde',
    fr: 'Le service de paiement est indisponible pour le moment, veuillez réessayer plus tard',
  },
  payFailed: {
    'zh-cn': '支付失败',
    'zh-tw': '付款失敗',
    en: 'Payment failed',
    es: 'El pago ha fallado',
    fr: 'Le paiement a échoué',
  },
  payCancelled: {
    'zh-cn': '支付已取消',
    'zh-tw': '付款已取消',
    en: 'Payment has been cancelled',
    es: 'El pago se ha cancelado',
    fr: 'Le paiement a été annulé',
  },
  payExpired: {
    'zh-cn': '订单已超时未支付',
    'zh-tw': '訂單已逾時未付款',
    en: 'The order was not paid in time',
    es: 'El pedido no se pagó a tiempo',
    fr: 'La commande n’a pas été payée à temps',
  },
  withdrawRejected: {
    'zh-cn': '提现未获批准，金额已退回余额',
    'zh-tw': '提領未獲核准，金額已退回餘額',
    en: 'The withdrawal was rejected and the amount returned to your balance',
    es: 'El retiro fue rechazado y el importe se devolvió a su saldo',
    fr: 'Le retrait a été refusé et le montant rendu à votre solde',
  },
  rechargeRefunded: {
    'zh-cn': '充值已退款',
    'zh-tw': '儲值已退款',
    en: 'The recharge was refunded',
    es: 'La recarga fue reembolsada',
    fr: 'La recharge a été remboursée',
  },
  payDescription: {
    'zh-cn': '充值 ¥{amount}（游戏币）',
    'zh-tw': '儲值 ¥{amount}（遊戲幣）',
    en: 'Recharge ¥{amount} (play money)',
    es: 'Recarga de {amount} ¥ (dinero ficticio)',
    fr: 'Recharge de {amount} ¥ (argent fictif)',
  },
  payMethodWechat: { 'zh-cn': '微信支付', 'zh-tw': '微信支付', en: 'WeChat Pay', es: 'WeChat Pay', fr: 'WeChat Pay' },
  payMethodAlipay: { 'zh-cn': '支付宝', 'zh-tw': '支付寶', en: 'Alipay', es: 'Alipay', fr: 'Alipay' },
  ledgerRecharge: {
    'zh-cn': '充值（{method}）',
    'zh-tw': '儲值（{method}）',
    en: 'Recharge ({method})',
    es: 'Recarga ({method})',
    fr: 'Recharge ({method})',
  },
  ledgerWithdraw: {
    'zh-cn': '提现（{method}）',
    'zh-tw': '提領（{method}）',
    en: 'Withdrawal ({method})',
    es: 'Retiro ({method})',
    fr: 'Retrait ({method})',
  },
  ledgerWithdrawReturned: {
    'zh-cn': '提现未获批准，金额退回',
    'zh-tw': '提領未獲核准，金額退回',
    en: 'Withdrawal rejected, amount returned',
    es: 'Retiro rechazado, importe devuelto',
    fr: 'Retrait refusé, montant rendu',
  },
  ledgerRechargeRefunded: {
    'zh-cn': '充值退款',
    'zh-tw': '儲值退款',
    en: 'Recharge refunded',
    es: 'Recarga reembolsada',
    fr: 'Recharge remboursée',
  },
  // The sandbox provider's cashier page (routes/app/pay/sandbox.ts)
  sandboxPageTitle: { 'zh-cn': '沙盒收银台', 'zh-tw': '沙盒收銀台', en: 'Sandbox cashier', es: 'Caja de pruebas (sandbox)', fr: 'Caisse de test (sandbox)' },
  sandboxBanner: {
    'zh-cn': '沙盒环境：不会产生真实付款',
    'zh-tw': '沙盒環境：不會產生真實付款',
    en: 'Sandbox — no real money moves',
    es: 'Entorno de pruebas (sandbox): no se mueve dinero real',
    fr: 'Environnement de test (sandbox)\u00a0: aucun argent réel ne circule',
  },
  sandboxAmount: { 'zh-cn': '¥{amount}', 'zh-tw': '¥{amount}', en: '¥{amount}', es: '{amount} ¥', fr: '{amount}\u00a0¥' },
  sandboxMethodLabel: { 'zh-cn': '支付方式', 'zh-tw': '付款方式', en: 'Payment method', es: 'Método de pago', fr: 'Moyen de paiement' },
  sandboxOrderLabel: { 'zh-cn': '订单号', 'zh-tw': '訂單編號', en: 'Order number', es: 'N.º de pedido', fr: 'N° de commande' },
  sandboxPayBefore: { 'zh-cn': '请在 {moment} 前支付', 'zh-tw': '請在 {moment} 前付款', en: 'Pay before {moment}', es: 'Pague antes del {moment}', fr: 'Payez avant le {moment}' },
  sandboxPay: { 'zh-cn': '确认支付', 'zh-tw': '確認付款', en: 'Pay', es: 'Pagar', fr: 'Payer' },
  sandboxCancel: { 'zh-cn': '取消支付', 'zh-tw': '取消付款', en: 'Cancel', es: 'Cancelar', fr: 'Annuler' },
  sandboxFail: { 'zh-cn': '模拟支付失败', 'zh-tw': '模擬付款失敗', en: 'Make it fail', es: 'Simular un fallo', fr: 'Simuler un échec' },
  sandboxTesterOptions: { 'zh-cn': '测试选项', 'zh-tw': '測試選項', en: 'Tester options', es: 'Opciones de prueba', fr: 'Options de test' },
  sandboxRepeatLabel: {
    'zh-cn': '额外重复发送通知（0–{max} 次）',
    'zh-tw': '額外重複傳送通知（0–{max} 次）',
    en: 'Deliver the notification again (0–{max} extra times)',
    es: 'Enviar la notificación más veces (0–{max} veces adicionales)',
    fr: 'Renvoyer la notification (0–{max} fois de plus)',
  },
  sandboxLateLabel: {
    'zh-cn': '延迟发送通知（0–{max} 秒）',
    'zh-tw': '延遲傳送通知（0–{max} 秒）',
    en: 'Deliver the notification late (0–{max} seconds)',
    es: 'Enviar la notificación con retraso (0–{max} segundos)',
    fr: 'Envoyer la notification en retard (0–{max} secondes)',
  },
  sandboxTesterHint: {
    'zh-cn': '无论通知到达几次、多晚到达，订单都只能入账一次。',
    'zh-tw': '無論通知到達幾次、多晚到達，訂單都只能入帳一次。',
    en: 'However many times and however late the notification arrives, the order must be credited once.',
    es: 'Llegue la notificación las veces que llegue y tan tarde como llegue, el pedido debe abonarse una sola vez.',
    fr: 'Quel que soit le nombre de notifications et leur retard, la commande ne doit être créditée qu’une fois.',
  },
  sandboxStatusPaid: { 'zh-cn': '该笔款项已支付', 'zh-tw': '該筆款項已付款', en: 'This payment has been paid', es: 'Este pago ya se ha realizado', fr: 'Ce paiement a été effectué' },
  sandboxStatusClosed: {
    'zh-cn': '该笔支付已关闭，不能再支付',
    'zh-tw': '該筆付款已關閉，無法再付款',
    en: 'This payment was closed and can no longer be paid',
    es: 'Este pago se ha cerrado y ya no se puede pagar',
    fr: 'Ce paiement a été clôturé et ne peut plus être réglé',
  },
  sandboxStatusRefunded: { 'zh-cn': '该笔款项已退款', 'zh-tw': '該筆款項已退款', en: 'This payment was refunded', es: 'Este pago fue reembolsado', fr: 'Ce paiement a été remboursé' },
  sandboxStatusExpired: {
    'zh-cn': '该笔支付已超时，不能再支付',
    'zh-tw': '該筆付款已逾時，無法再付款',
    en: 'This payment has expired and can no longer be paid',
    es: 'Este pago ha caducado y ya no se puede pagar',
    fr: 'Ce paiement a expiré et ne peut plus être réglé',
  },
  sandboxAlreadyDecided: {
    'zh-cn': '这笔支付之前已处理过，本次操作未做任何更改。',
    'zh-tw': '這筆付款之前已處理過，本次操作未做任何變更。',
    en: 'This payment had already been dealt with; nothing was changed.',
    es: 'Este pago ya se había tramitado; no se ha cambiado nada.',
    fr: 'Ce paiement avait déjà été traité\u00a0; rien n’a été modifié.',
  },
  sandboxBack: { 'zh-cn': '返回商户', 'zh-tw': '返回商戶', en: 'Back to the merchant', es: 'Volver al comercio', fr: 'Retour au marchand' },
  sandboxNotFound: {
    'zh-cn': '找不到这笔沙盒支付',
    'zh-tw': '找不到這筆沙盒付款',
    en: 'This sandbox payment does not exist',
    es: 'Este pago de prueba no existe',
    fr: 'Ce paiement de test n’existe pas',
  },
  sandboxBadRequest: { 'zh-cn': '无法处理该请求', 'zh-tw': '無法處理該請求', en: 'This request could not be handled', es: 'No se ha podido tramitar esta solicitud', fr: 'Cette requête n’a pas pu être traitée' },
  sandboxBadTradeNo: {
    'zh-cn': '缺少支付编号或格式不正确',
    'zh-tw': '缺少付款編號或格式不正確',
    en: 'The payment number is missing or not valid',
    es: 'Falta el número de pago o no es válido',
    fr: 'Le numéro de paiement est manquant ou invalide',
  },
  sandboxBadOutcome: {
    'zh-cn': '请选择确认支付、取消支付或模拟支付失败',
    'zh-tw': '請選擇確認付款、取消付款或模擬付款失敗',
    en: 'Choose Pay, Cancel or Make it fail',
    es: 'Elija Pagar, Cancelar o Simular un fallo',
    fr: 'Choisissez Payer, Annuler ou Simuler un échec',
  },
  sandboxBadRepeat: {
    'zh-cn': '额外发送次数须为 0 到 {max} 之间的整数',
    'zh-tw': '額外傳送次數須為 0 到 {max} 之間的整數',
    en: 'Extra deliveries must be a whole number from 0 to {max}',
    es: 'Los envíos adicionales deben ser un número entero de 0 a {max}',
    fr: 'Les envois supplémentaires doivent être un nombre entier de 0 à {max}',
  },
  sandboxBadLate: {
    'zh-cn': '延迟秒数须为 0 到 {max} 之间的整数',
    'zh-tw': '延遲秒數須為 0 到 {max} 之間的整數',
    en: 'The delay must be a whole number of seconds from 0 to {max}',
    es: 'El retraso debe ser un número entero de segundos de 0 a {max}',
    fr: 'Le retard doit être un nombre entier de secondes de 0 à {max}',
  },
  // Catalogue names (ranks, play types, play items)
  rankSum: { 'zh-cn': '冠亚和', 'zh-tw': '冠亞和', en: 'Champion + runner-up sum', es: 'Suma campeón + subcampeón', fr: 'Somme champion + deuxième' },
  rank1: { 'zh-cn': '冠军', 'zh-tw': '冠軍', en: 'Champion', es: 'Campeón', fr: 'Champion' },
  rank2: { 'zh-cn': '亚军', 'zh-tw': '亞軍', en: 'Runner-up', es: 'Subcampeón', fr: 'Deuxième' },
  rank3: { 'zh-cn': '第三名', 'zh-tw': '第三名', en: '3rd', es: '3.º', fr: '3e' },
  rank4: { 'zh-cn': '第四名', 'zh-tw': '第四名', en: '4th', es: '4.º', fr: '4e' },
  rank5: { 'zh-cn': '第五名', 'zh-tw': '第五名', en: '5th', es: '5.º', fr: '5e' },
  rank6: { 'zh-cn': '第六名', 'zh-tw': '第六名', en: '6th', es: '6.º', fr: '6e' },
  rank7: { 'zh-cn': '第七名', 'zh-tw': '第七名', en: '7th', es: '7.º', fr: '7e' },
  rank8: { 'zh-cn': '第八名', 'zh-tw': '第八名', en: '8th', es: '8.º', fr: '8e' },
  rank9: { 'zh-cn': '第九名', 'zh-tw': '第九名', en: '9th', es: '9.º', fr: '9e' },
  rank10: { 'zh-cn': '第十名', 'zh-tw': '第十名', en: '10th', es: '10.º', fr: '10e' },
  oddsType0: { 'zh-cn': '号码', 'zh-tw': '號碼', en: 'Numbers', es: 'Números', fr: 'Numéros' },
  oddsType1: { 'zh-cn': '两面', 'zh-tw': '兩面', en: 'Two-sided', es: 'Dos lados', fr: 'Deux côtés' },
  itemBig: { 'zh-cn': '大', 'zh-tw': '大', en: 'Big', es: 'Grande', fr: 'Grand' },
  itemSmall: { 'zh-cn': '小', 'zh-tw': '小', en: 'Small', es: 'Pequeño', fr: 'Petit' },
  itemOdd: { 'zh-cn': '单', 'zh-tw': '單', en: 'Odd', es: 'Impar', fr: 'Impair' },
  itemEven: { 'zh-cn': '双', 'zh-tw': '雙', en: 'Even', es: 'Par', fr: 'Pair' },
  itemDragon: { 'zh-cn': '龙', 'zh-tw': '龍', en: 'Dragon', es: 'Dragón', fr: 'Dragon' },
  itemTiger: { 'zh-cn': '虎', 'zh-tw': '虎', en: 'Tiger', es: 'Tigre', fr: 'Tigre' },
} satisfies Record<string, Localized>;

export type MessageKey = keyof typeof MESSAGES;

/**
 * A value for a placeholder: text as it is, or a value written in the reader's language when the message is: cents
 * as money, an epoch-ms moment as date and time in the server's time zone, a number grouped, or another message.
 */
export type MessageParam = string | number | { money: number } | { moment: number } | { number: number } | { message: MessageKey };
export type MessageParams = Record<string, MessageParam>;

/** What writing a moment needs besides the language. */
export interface FormatContext {
  timeZone?: string;
}

function written(value: MessageParam, language: Language, context: FormatContext): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if ('money' in value) return formatMoney(value.money, language);
  if ('moment' in value) return formatMoment(value.moment, language, context.timeZone ?? 'UTC');
  if ('number' in value) return formatNumber(value.number, language);
  return translate(value.message, language);
}

/** The number a placeholder counts, for its plural form: a plain or grouped number. */
function countOf(value: MessageParam | undefined): number | undefined {
  if (typeof value === 'number') return value;
  return value !== undefined && typeof value === 'object' && 'number' in value ? value.number : undefined;
}

/** Messages without parameters, by language and key: the same text every time, and the board's names are asked for on every read. */
const plainTexts = new Map<string, string>();

export function translate(key: MessageKey, language: Language, params?: MessageParams, context: FormatContext = {}): string {
  if (params !== undefined) return format(key, language, params, context);
  const cacheKey = `${language} ${key}`;
  let text = plainTexts.get(cacheKey);
  if (text === undefined) {
    text = format(key, language, {}, context);
    plainTexts.set(cacheKey, text);
  }
  return text;
}

function format(key: MessageKey, language: Language, params: MessageParams, context: FormatContext): string {
  const counted = withPluralForms(
    MESSAGES[key][language] ?? MESSAGES[key].en,
    language,
    (name) => (Object.hasOwn(params, name) ? countOf(params[name]) : undefined),
    (name) => written(params[name], language, context),
  );
  return counted.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? written(params[name], language, context) : whole));
}
