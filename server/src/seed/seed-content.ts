// Seeds the texts the app shows: about us, user agreement and privacy policy (params, per language) and a few welcome notices.
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { type Language, type Localized } from '../i18n/language';

export const PARAM_DATA_TYPE = { text: 0, json: 1, localized: 2 } as const;

const PARAMS: Array<{ keyName: string; name: string; texts: Localized; supersedes?: Localized[] }> = [
  {
    keyName: 'aboutUs',
    name: 'About us',
    texts: {
      'zh-cn':
        '我们是一支小团队，为玩家提供公平、透明的赛车号码开奖游戏。每一期结果都由事先公布承诺的哈希链决定，任何人都可以在浏览器中验证。默认部署使用模拟资金，请理性娱乐。',
      'zh-tw':
        '我們是一支小團隊，為玩家提供公平、透明的賽車號碼開獎遊戲。每一期結果都由事先公布承諾的雜湊鏈決定，任何人都可以在瀏覽器中驗證。預設部署使用模擬資金，請理性娛樂。',
      en: 'We are a small team offering a fair, transparent racing-number draw game. Every result comes from a hash chain committed in advance, and anyone can verify it in the browser. The default deployment uses play money. Please play responsibly.',
      es: 'Somos un equipo pequeño que ofrece un juego de sorteos de números de carreras justo y transparente. Cada resultado proviene de una cadena de hashes comprometida de antemano y cualquiera puede verificarlo en el navegador. La instalación por defecto usa dinero ficticio. Juegue con responsabilidad.',
      fr: "Nous sommes une petite équipe qui propose un jeu de tirages de numéros de course équitable et transparent. Chaque résultat provient d'une chaîne de hachage engagée à l'avance, et chacun peut le vérifier dans le navigateur. Le déploiement par défaut utilise de l'argent fictif. Jouez de manière responsable.",
    },
  },
  {
    keyName: 'userAgreement',
    name: 'User agreement',
    texts: {
      'zh-cn':
        '1. 您必须年满 18 周岁才能注册和使用本服务。\n2. 每个自然人只能注册一个账号，账号不得转让。\n3. 每 {drawInterval}开奖一期，每期开奖前 {closeTime}封盘。投注一经受理不可撤销；开奖结果以服务器记录为准，并可通过事先公布的承诺值验证。\n4. 您可以随时设置 {limitWindows}的投注限额。降低限额立即生效；提高或取消限额在 {increaseDelay}后生效。超出限额的投注将被拒绝。\n5. 您可以随时自我排除，期限至少 {minExclusion}，立即生效，期满前不能由您本人提前解除。自我排除随手机号保留，注销账号后重新注册也不会解除。\n6. 本服务默认使用游戏币：新手体验金和所有余额都不能兑换为现金。\n7. 我们可能因维护暂停服务；无法开奖的期次将全额退还投注。\n8. 求助：{helpLines}',
      'zh-tw':
        '1. 您必須年滿 18 歲才能註冊和使用本服務。\n2. 每個自然人只能註冊一個帳號，帳號不得轉讓。\n3. 每 {drawInterval}開獎一期，每期開獎前 {closeTime}封盤。投注一經受理不可撤銷；開獎結果以伺服器記錄為準，並可透過事先公布的承諾值驗證。\n4. 您可以隨時設定 {limitWindows}的投注限額。降低限額立即生效；提高或取消限額在 {increaseDelay}後生效。超出限額的投注將被拒絕。\n5. 您可以隨時自我排除，期限至少 {minExclusion}，立即生效，期滿前不能由您本人提前解除。自我排除隨手機號碼保留，註銷帳號後重新註冊也不會解除。\n6. 本服務預設使用遊戲幣：新手體驗金和所有餘額都不能兌換為現金。\n7. 我們可能因維護暫停服務；無法開獎的期次將全額退還投注。\n8. 求助：{helpLines}',
      en: '1. You must be 18 or over to register and use this service.\n2. One account per person; accounts cannot be transferred.\n3. A period is drawn every {drawInterval}, and betting on it closes {closeTime} before its draw. An accepted bet cannot be withdrawn; results are those recorded by the server and can be verified against the commitments published in advance.\n4. You may set stake limits over {limitWindows} at any time. A lower limit applies at once; a higher limit, or removing one, applies only after {increaseDelay}. A bet beyond a limit is refused.\n5. You may exclude yourself at any time, for {minExclusion} or more. Self-exclusion starts at once and you cannot end it early. It stays with your mobile number: closing the account and registering again does not end it.\n6. This service uses play money by default: the welcome credit and every balance have no cash value.\n7. We may pause the service for maintenance; every stake on a period that cannot be drawn is refunded in full.\n8. Help: {helpLines}',
      es: '1. Debe tener 18 años o más para registrarse y usar este servicio.\n2. Una cuenta por persona; las cuentas no son transferibles.\n3. Se sortea un periodo cada {drawInterval} y sus apuestas cierran {closeTime} antes del sorteo. Una apuesta aceptada no puede retirarse; los resultados son los registrados por el servidor y pueden verificarse con los compromisos publicados de antemano.\n4. Puede fijar en cualquier momento límites de apuestas de {limitWindows}. Un límite más bajo se aplica de inmediato; uno más alto, o quitar un límite, solo se aplica pasadas {increaseDelay}. Se rechaza toda apuesta que supere un límite.\n5. Puede autoexcluirse en cualquier momento, durante {minExclusion} como mínimo. La autoexclusión empieza de inmediato y usted no puede terminarla antes de tiempo. Queda asociada a su número de móvil: cerrar la cuenta y registrarse de nuevo no la termina.\n6. Este servicio usa dinero ficticio por defecto: el crédito de bienvenida y todo saldo no tienen valor en efectivo.\n7. Podemos pausar el servicio por mantenimiento; toda apuesta de un periodo que no pueda sortearse se reembolsa íntegramente.\n8. Ayuda: {helpLines}',
      fr: '1. Vous devez avoir 18 ans ou plus pour vous inscrire et utiliser ce service.\n2. Un compte par personne ; les comptes ne sont pas cessibles.\n3. Une période est tirée toutes les {drawInterval}, et ses paris ferment {closeTime} avant son tirage. Un pari accepté ne peut être retiré ; les résultats sont ceux enregistrés par le serveur et se vérifient avec les engagements publiés à l’avance.\n4. Vous pouvez fixer à tout moment des limites de mise sur {limitWindows}. Une limite plus basse s’applique aussitôt ; une limite plus haute, ou la suppression d’une limite, ne s’applique qu’après {increaseDelay}. Un pari qui dépasse une limite est refusé.\n5. Vous pouvez vous auto-exclure à tout moment, pour {minExclusion} au moins. L’auto-exclusion commence aussitôt et vous ne pouvez pas y mettre fin plus tôt. Elle reste attachée à votre numéro de mobile : clôturer le compte et vous réinscrire n’y met pas fin.\n6. Ce service utilise par défaut de l’argent fictif : le crédit de bienvenue et tout solde n’ont aucune valeur en espèces.\n7. Le service peut être suspendu pour maintenance ; toute mise d’une période qui ne peut être tirée est intégralement remboursée.\n8. Aide : {helpLines}',
    },
    // The texts seeded before they stated the enforced rules: a database still holding one word for word gets the new one.
    supersedes: [
      {
        'zh-cn':
          '1. 您必须年满 18 周岁才能注册和使用本服务。\n2. 每个自然人只能注册一个账户，账户不得转让。\n3. 投注一经受理不可撤销；开奖结果以服务器记录为准，并可通过公开的承诺验证。\n4. 您可以随时设置投注限额或自我排除。\n5. 我们可能因维护暂停服务；暂停期间无法开奖的期次将全额退还投注。',
        'zh-tw':
          '1. 您必須年滿 18 歲才能註冊和使用本服務。\n2. 每個自然人只能註冊一個帳戶，帳戶不得轉讓。\n3. 投注一經受理不可撤銷；開獎結果以伺服器記錄為準，並可透過公開的承諾驗證。\n4. 您可以隨時設定投注限額或自我排除。\n5. 我們可能因維護暫停服務；暫停期間無法開獎的期次將全額退還投注。',
        en: '1. You must be 18 or over to register and use this service.\n2. One account per person; accounts cannot be transferred.\n3. An accepted bet cannot be withdrawn; results are those recorded by the server and can be verified against the published commitments.\n4. You may set stake limits or exclude yourself at any time.\n5. We may pause the service for maintenance; every stake on a period that cannot be drawn is refunded in full.',
        es: '1. Debe tener 18 años o más para registrarse y usar este servicio.\n2. Una cuenta por persona; las cuentas no son transferibles.\n3. Una apuesta aceptada no puede retirarse; los resultados son los registrados por el servidor y pueden verificarse con los compromisos publicados.\n4. Puede fijar límites de apuesta o autoexcluirse en cualquier momento.\n5. Podemos pausar el servicio por mantenimiento; toda apuesta de un periodo que no pueda sortearse se reembolsa íntegramente.',
        fr: "1. Vous devez avoir 18 ans ou plus pour vous inscrire et utiliser ce service.\n2. Un compte par personne ; les comptes ne sont pas cessibles.\n3. Un pari accepté ne peut être retiré ; les résultats sont ceux enregistrés par le serveur et se vérifient avec les engagements publiés.\n4. Vous pouvez fixer des limites de mise ou vous auto-exclure à tout moment.\n5. Le service peut être suspendu pour maintenance ; toute mise d'une période qui ne peut être tirée est intégralement remboursée.",
      },
    ],
  },
  {
    keyName: 'responsiblePlay',
    name: 'Responsible play',
    texts: {
      'zh-cn':
        '请理性娱乐，只用您输得起的游戏币。\n• 投注限额：您可以在“我的”页面设置 {limitWindows}的投注限额。降低限额立即生效；提高或取消限额在 {increaseDelay}后生效。\n• 自我排除：至少 {minExclusion}，立即生效，期满前不能提前解除，注销账号后重新注册也不会解除。\n• 每 {drawInterval}开奖一期，请适时休息。\n{helpLines}',
      'zh-tw':
        '請理性娛樂，只用您輸得起的遊戲幣。\n• 投注限額：您可以在「我的」頁面設定 {limitWindows}的投注限額。降低限額立即生效；提高或取消限額在 {increaseDelay}後生效。\n• 自我排除：至少 {minExclusion}，立即生效，期滿前不能提前解除，註銷帳號後重新註冊也不會解除。\n• 每 {drawInterval}開獎一期，請適時休息。\n{helpLines}',
      en: 'Play for fun, with play money you can afford to lose.\n• Stake limits: set limits over {limitWindows} in your account. A lower limit applies at once; a higher one, or removing one, after {increaseDelay}.\n• Self-exclusion: {minExclusion} or more, starting at once; it cannot be ended early, and closing the account and registering again does not end it.\n• A period is drawn every {drawInterval}: take breaks.\n{helpLines}',
      es: 'Juegue para divertirse, con el dinero ficticio que pueda permitirse perder.\n• Límites de apuestas: fije límites de {limitWindows} en su cuenta. Un límite más bajo se aplica de inmediato; uno más alto, o quitar un límite, pasadas {increaseDelay}.\n• Autoexclusión: {minExclusion} como mínimo, desde ese momento; no puede terminarse antes de tiempo, y cerrar la cuenta y registrarse de nuevo no la termina.\n• Se sortea un periodo cada {drawInterval}: tómese descansos.\n{helpLines}',
      fr: 'Jouez pour le plaisir, avec l’argent fictif que vous pouvez vous permettre de perdre.\n• Limites de mise : fixez des limites sur {limitWindows} dans votre compte. Une limite plus basse s’applique aussitôt ; une plus haute, ou la suppression d’une limite, après {increaseDelay}.\n• Auto-exclusion : {minExclusion} au moins, dès maintenant ; elle ne peut pas prendre fin plus tôt, et clôturer le compte puis vous réinscrire n’y met pas fin.\n• Une période est tirée toutes les {drawInterval} : faites des pauses.\n{helpLines}',
    },
  },
  {
    keyName: 'privacyPolicy',
    name: 'Privacy policy',
    texts: {
      'zh-cn':
        '我们只收集提供服务所需的数据：手机号、昵称、头像、签名、投注与账户流水。密码以不可逆方式加密保存。我们不会出售您的数据。注销账户后，个人资料将被匿名化，账务记录依法保留以备审计。为使自我排除持续有效、并保证每个手机号只获得一次新用户体验金，注销账户后我们会保留您手机号的密钥哈希值（使用服务器密钥计算的 HMAC-SHA256，而非号码本身）。',
      'zh-tw':
        '我們只收集提供服務所需的資料：手機號碼、暱稱、頭像、簽名、投注與帳戶流水。密碼以不可逆方式加密保存。我們不會出售您的資料。註銷帳戶後，個人資料將被匿名化，帳務記錄依法保留以備稽核。為使自我排除持續有效，並確保每個手機號碼只獲得一次新用戶體驗金，註銷帳戶後我們會保留您手機號碼的金鑰雜湊值（使用伺服器金鑰計算的 HMAC-SHA256，而非號碼本身）。',
      en: 'We collect only what the service needs: mobile number, nickname, avatar, signature, bets and balance log. Passwords are stored with a one-way hash. We never sell your data. When you close your account your personal data is anonymised; ledger records are kept for audit as the law requires. After the account is closed we keep a keyed hash of your mobile number (HMAC-SHA256 under a server secret, not the number itself) so that a self-exclusion stays in force and the welcome credit is given only once per number.',
      es: 'Solo recopilamos lo que el servicio necesita: número de móvil, apodo, avatar, firma, apuestas y registro de saldo. Las contraseñas se guardan con un hash irreversible. Nunca vendemos sus datos. Al cerrar su cuenta, sus datos personales se anonimizan; los registros contables se conservan para auditoría según exige la ley. Tras el cierre de la cuenta conservamos un hash con clave de su número de móvil (HMAC-SHA256 con un secreto del servidor, no el número en sí) para que una autoexclusión siga vigente y el saldo de bienvenida se conceda una sola vez por número.',
      fr: "Nous ne collectons que ce dont le service a besoin : numéro de mobile, pseudonyme, avatar, signature, paris et journal de solde. Les mots de passe sont stockés avec un hachage irréversible. Nous ne vendons jamais vos données. À la clôture de votre compte, vos données personnelles sont anonymisées ; les écritures comptables sont conservées pour audit comme la loi l'exige. Après la clôture du compte, nous conservons une empreinte à clé de votre numéro de mobile (HMAC-SHA256 avec un secret du serveur, et non le numéro lui-même) afin qu'une auto-exclusion reste en vigueur et que le solde de bienvenue ne soit accordé qu'une fois par numéro.",
    },
    // The text seeded before the keyed phone hash existed: a database still holding it word for word gets the new one.
    supersedes: [
      {
        'zh-cn':
          '我们只收集提供服务所需的数据：手机号、昵称、头像、签名、投注与账户流水。密码以不可逆方式加密保存。我们不会出售您的数据。注销账户后，个人资料将被匿名化，账务记录依法保留以备审计。',
        'zh-tw':
          '我們只收集提供服務所需的資料：手機號碼、暱稱、頭像、簽名、投注與帳戶流水。密碼以不可逆方式加密保存。我們不會出售您的資料。註銷帳戶後，個人資料將被匿名化，帳務記錄依法保留以備稽核。',
        en: 'We collect only what the service needs: mobile number, nickname, avatar, signature, bets and balance log. Passwords are stored with a one-way hash. We never sell your data. When you close your account your personal data is anonymised; ledger records are kept for audit as the law requires.',
        es: 'Solo recopilamos lo que el servicio necesita: número de móvil, apodo, avatar, firma, apuestas y registro de saldo. Las contraseñas se guardan con un hash irreversible. Nunca vendemos sus datos. Al cerrar su cuenta, sus datos personales se anonimizan; los registros contables se conservan para auditoría según exige la ley.',
        fr: "Nous ne collectons que ce dont le service a besoin : numéro de mobile, pseudonyme, avatar, signature, paris et journal de solde. Les mots de passe sont stockés avec un hachage irréversible. Nous ne vendons jamais vos données. À la clôture de votre compte, vos données personnelles sont anonymisées ; les écritures comptables sont conservées pour audit comme la loi l'exige.",
      },
    ],
  },
];

const NOTICES: Array<Record<Language, { title: string; content: string }>> = [
  {
    'zh-cn': { title: '欢迎来到赛车号码开奖', content: '每 {drawInterval}开奖一期，每期开奖前 {closeTime}封盘。{welcomeCredit}祝您游戏愉快！' },
    'zh-tw': { title: '歡迎來到賽車號碼開獎', content: '每 {drawInterval}開獎一期，每期開獎前 {closeTime}封盤。{welcomeCredit}祝您遊戲愉快！' },
    en: { title: 'Welcome to racing-number draws', content: 'A period is drawn every {drawInterval}; betting closes {closeTime} before each draw. {welcomeCredit}Enjoy!' },
    es: { title: 'Bienvenido a los sorteos de números de carreras', content: 'Se sortea un periodo cada {drawInterval}; las apuestas cierran {closeTime} antes de cada sorteo. {welcomeCredit}¡Que lo disfrute!' },
    fr: { title: 'Bienvenue aux tirages de numéros de course', content: 'Une période est tirée toutes les {drawInterval} ; les paris ferment {closeTime} avant chaque tirage. {welcomeCredit}Bon jeu !' },
  },
  {
    'zh-cn': { title: '开奖结果可验证', content: '每天的开奖都来自事先公布的哈希链承诺值。在历史页面点击“验证”，即可在您的浏览器中重新计算每一期结果。' },
    'zh-tw': { title: '開獎結果可驗證', content: '每天的開獎都來自事先公布的雜湊鏈承諾值。在歷史頁面點選「驗證」，即可在您的瀏覽器中重新計算每一期結果。' },
    en: { title: 'Every result can be verified', content: "Each day's draws come from a hash chain committed in advance. Tap \"Verify\" on the history page to recompute any result in your own browser." },
    es: { title: 'Cada resultado se puede verificar', content: 'Los sorteos de cada día provienen de una cadena de hashes comprometida de antemano. Toque «Verificar» en la página de historial para recalcular cualquier resultado en su navegador.' },
    fr: { title: 'Chaque résultat est vérifiable', content: 'Les tirages de chaque jour proviennent d’une chaîne de hachage engagée à l’avance. Touchez « Vérifier » sur la page d’historique pour recalculer n’importe quel résultat dans votre navigateur.' },
  },
  {
    'zh-cn': { title: '理性娱乐', content: '您可以在“我的”页面设置 {limitWindows}的投注限额，或自我排除（至少 {minExclusion}，期满前不能提前解除）。请勿沉迷，适时休息。' },
    'zh-tw': { title: '理性娛樂', content: '您可以在「我的」頁面設定 {limitWindows}的投注限額，或自我排除（至少 {minExclusion}，期滿前不能提前解除）。請勿沉迷，適時休息。' },
    en: { title: 'Play responsibly', content: 'In your account, set stake limits over {limitWindows}, or exclude yourself for {minExclusion} or more (it cannot be ended early). Take breaks.' },
    es: { title: 'Juegue con responsabilidad', content: 'En su cuenta, fije límites de apuestas de {limitWindows} o autoexclúyase durante {minExclusion} como mínimo (no puede terminarse antes de tiempo). Tómese descansos.' },
    fr: { title: 'Jouez de manière responsable', content: 'Dans votre compte, fixez des limites de mise sur {limitWindows}, ou excluez-vous pour {minExclusion} au moins (l’exclusion ne peut pas prendre fin plus tôt). Faites des pauses.' },
  },
];

/** Notices as earlier seeds wrote them: a row still holding one word for word takes the current wording. */
const EARLIER_NOTICES: Array<Record<Language, { title: string; content: string }>> = [
  {
    'zh-cn': { title: '欢迎来到赛车号码开奖', content: '每 5 分钟开奖一次，截止前 30 秒停止投注。新账户赠送体验金（模拟资金），祝您游戏愉快！' },
    'zh-tw': { title: '歡迎來到賽車號碼開獎', content: '每 5 分鐘開獎一次，截止前 30 秒停止投注。新帳戶贈送體驗金（模擬資金），祝您遊戲愉快！' },
    en: { title: 'Welcome to racing-number draws', content: 'A draw every 5 minutes; betting closes 30 seconds before each draw. New accounts receive a play-money welcome balance. Enjoy!' },
    es: { title: 'Bienvenido a los sorteos de números de carreras', content: 'Un sorteo cada 5 minutos; las apuestas cierran 30 segundos antes de cada sorteo. Las cuentas nuevas reciben un saldo de bienvenida en dinero ficticio. ¡Disfrute!' },
    fr: { title: 'Bienvenue aux tirages de numéros de course', content: 'Un tirage toutes les 5 minutes ; les paris ferment 30 secondes avant chaque tirage. Les nouveaux comptes reçoivent un solde de bienvenue en argent fictif. Bon jeu !' },
  },
  {
    'zh-cn': { title: '开奖结果可验证', content: '每天的开奖都来自事先公布的哈希链承诺。在历史页面点击“验证”，即可在您的浏览器中重新计算每一期结果。' },
    'zh-tw': { title: '開獎結果可驗證', content: '每天的開獎都來自事先公布的雜湊鏈承諾。在歷史頁面點擊「驗證」，即可在您的瀏覽器中重新計算每一期結果。' },
    en: { title: 'Every result can be verified', content: "Each day's draws come from a hash chain committed in advance. Tap \"verify\" on the history page to recompute any result in your own browser." },
    es: { title: 'Cada resultado se puede verificar', content: 'Los sorteos de cada día provienen de una cadena de hashes comprometida de antemano. Pulse «verificar» en la página de historial para recalcular cualquier resultado en su navegador.' },
    fr: { title: 'Chaque résultat est vérifiable', content: "Les tirages de chaque jour proviennent d'une chaîne de hachage engagée à l'avance. Touchez « vérifier » sur la page d'historique pour recalculer n'importe quel résultat dans votre navigateur." },
  },
  {
    'zh-cn': { title: '理性娱乐', content: '您可以在“我的”页面设置 24 小时、7 天和 30 天的投注限额，或选择自我排除。请勿沉迷。' },
    'zh-tw': { title: '理性娛樂', content: '您可以在「我的」頁面設定 24 小時、7 天和 30 天的投注限額，或選擇自我排除。請勿沉迷。' },
    en: { title: 'Play responsibly', content: 'Set stake limits for 24 hours, 7 days and 30 days, or exclude yourself, from the "mine" page. Take breaks.' },
    es: { title: 'Juegue con responsabilidad', content: 'Fije límites de apuesta para 24 horas, 7 días y 30 días, o autoexclúyase, desde la página «mío». Tómese descansos.' },
    fr: { title: 'Jouez de manière responsable', content: 'Fixez des limites de mise sur 24 heures, 7 jours et 30 jours, ou auto-excluez-vous, depuis la page « moi ». Faites des pauses.' },
  },
];

export async function seedContent(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .insertInto('param')
    .values(
      PARAMS.map((p) => ({
        keyName: p.keyName,
        name: p.name,
        dataType: PARAM_DATA_TYPE.localized,
        data: JSON.stringify(p.texts),
        remark: null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflict((oc) => oc.column('keyName').doNothing())
    .execute();
  // A text an operator edited is theirs; one still exactly as an earlier seed wrote it takes the current wording.
  for (const param of PARAMS) {
    for (const earlier of param.supersedes ?? []) {
      await db.updateTable('param').set({ data: JSON.stringify(param.texts), updatedAt: now }).where('keyName', '=', param.keyName).where('data', '=', JSON.stringify(earlier)).execute();
    }
  }

  // A notice text still exactly as an earlier seed wrote it takes the current wording; one an operator edited stays theirs.
  for (const [index, earlier] of EARLIER_NOTICES.entries()) {
    for (const [language, text] of Object.entries(earlier) as Array<[Language, { title: string; content: string }]>) {
      const current = NOTICES[index][language];
      if (current.content === text.content && current.title === text.title) continue;
      await db
        .updateTable('noticeText')
        .set({ title: current.title, content: current.content })
        .where('language', '=', language)
        .where('title', '=', text.title)
        .where('content', '=', text.content)
        .execute();
    }
  }

  // Notices have no natural key: seed them once, on a database that has none yet; one notice, a text per language.
  const existing = await db.selectFrom('notice').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return;
  for (const [index, notice] of NOTICES.entries()) {
    const at = now - (NOTICES.length - index) * 60_000;
    const { id } = await db.insertInto('notice').values({ status: 1, publishFrom: null, publishUntil: null, createdBy: null, createdAt: at, updatedAt: at }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('noticeText')
      .values((Object.entries(notice) as Array<[Language, { title: string; content: string }]>).map(([language, text]) => ({ noticeId: id, language, title: text.title, content: text.content })))
      .execute();
  }
}
