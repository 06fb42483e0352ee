// Messages of notices edited by operators, in all five languages (merged into MESSAGES).
import { type Localized } from './language';

export const NOTICE_MESSAGES = {
  // A notice text's language as a message names it: "the French title".
  noticeLanguageZhCn: { 'zh-cn': '简体中文', 'zh-tw': '簡體中文', en: 'Simplified Chinese', es: 'chino simplificado', fr: 'chinois simplifié' },
  noticeLanguageZhTw: { 'zh-cn': '繁体中文', 'zh-tw': '繁體中文', en: 'Traditional Chinese', es: 'chino tradicional', fr: 'chinois traditionnel' },
  noticeLanguageEn: { 'zh-cn': '英语', 'zh-tw': '英語', en: 'English', es: 'inglés', fr: 'anglais' },
  noticeLanguageEs: { 'zh-cn': '西班牙语', 'zh-tw': '西班牙語', en: 'Spanish', es: 'español', fr: 'espagnol' },
  noticeLanguageFr: { 'zh-cn': '法语', 'zh-tw': '法語', en: 'French', es: 'francés', fr: 'français' },
  noticeTextsRequired: {
    'zh-cn': '公告至少需要一种语言的标题和内容',
    'zh-tw': '公告至少需要一種語言的標題和內容',
    en: 'A notice needs a title and content in at least one language',
    es: 'Un aviso necesita título y contenido en al menos un idioma',
    fr: 'Un avis doit avoir un titre et un contenu dans au moins une langue',
  },
  noticeLanguageUnknown: {
    'zh-cn': '不支持的公告语言：{language}（可用：zh-cn、zh-tw、en、es、fr）',
    'zh-tw': '不支援的公告語言：{language}（可用：zh-cn、zh-tw、en、es、fr）',
    en: 'Unsupported notice language: {language} (use zh-cn, zh-tw, en, es or fr)',
    es: 'Idioma de aviso no admitido: {language} (use zh-cn, zh-tw, en, es o fr)',
    fr: 'Langue d’avis non prise en charge : {language} (utilisez zh-cn, zh-tw, en, es ou fr)',
  },
  noticeTitleRequired: {
    'zh-cn': '请填写{language}标题',
    'zh-tw': '請填寫{language}標題',
    en: 'Enter the {language} title',
    es: 'Introduzca el título en {language}',
    fr: 'Saisissez le titre en {language}',
  },
  noticeTitleTooLong: {
    'zh-cn': '{language}标题不能超过 {limit} 个字符',
    'zh-tw': '{language}標題不能超過 {limit} 個字元',
    en: 'The {language} title must be at most {limit} characters',
    es: 'El título en {language} debe tener como máximo {limit} caracteres',
    fr: 'Le titre en {language} doit comporter au plus {limit} caractères',
  },
  noticeContentRequired: {
    'zh-cn': '请填写{language}内容',
    'zh-tw': '請填寫{language}內容',
    en: 'Enter the {language} content',
    es: 'Introduzca el contenido en {language}',
    fr: 'Saisissez le contenu en {language}',
  },
  noticeContentTooLong: {
    'zh-cn': '{language}内容不能超过 {limit} 个字符',
    'zh-tw': '{language}內容不能超過 {limit} 個字元',
    en: 'The {language} content must be at most {limit} characters',
    es: 'El contenido en {language} debe tener como máximo {limit} caracteres',
    fr: 'Le contenu en {language} doit comporter au plus {limit} caractères',
  },
  noticeMomentInvalid: {
    'zh-cn': '发布时间格式不正确',
    'zh-tw': '發布時間格式不正確',
    en: 'The publish window’s time is not a valid date and time',
    es: 'La hora del periodo de publicación no es una fecha y hora válidas',
    fr: 'L’heure de la période de publication n’est pas une date et heure valides',
  },
  noticeWindowBackwards: {
    'zh-cn': '下架时间必须晚于发布时间',
    'zh-tw': '下架時間必須晚於發布時間',
    en: 'The end of the publish window must be after its start',
    es: 'El fin del periodo de publicación debe ser posterior a su inicio',
    fr: 'La fin de la période de publication doit être postérieure à son début',
  },
} satisfies Record<string, Localized>;
