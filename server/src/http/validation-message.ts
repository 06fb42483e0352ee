// Turns a schema validation failure into one clear message that names the field, in the user's language.
import { type Language } from '../i18n/language';
import { translate, type MessageKey } from '../i18n/messages';

export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, MessageKey> = {
  string: 'typeString',
  number: 'typeNumber',
  integer: 'typeInteger',
  boolean: 'typeBoolean',
  array: 'typeArray',
  object: 'typeObject',
  null: 'typeNull',
};

/** "/items/0/amount" → "items[0].amount"; the whole body is named as such. */
function fieldName(instancePath: string, extra: unknown, language: Language): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof extra === 'string' && extra) parts.push(extra);
  if (parts.length === 0) return translate('requestBody', language);
  return parts.reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

export function validationMessage(issue: SchemaIssue, language: Language): string {
  const { keyword, params } = issue;
  const field = fieldName(issue.instancePath, keyword === 'required' ? params.missingProperty : undefined, language);
  const limit = params.limit as number | string | undefined;
  switch (keyword) {
    case 'required':
      return translate('fieldRequired', language, { field });
    case 'type': {
      const types = String(params.type).split(',');
      const names = types.map((t) => translate(TYPE_NAMES[t] ?? 'typeString', language));
      return translate('fieldType', language, { field, type: names.join(' / ') });
    }
    case 'minLength':
      return translate('fieldMinLength', language, { field, limit: limit ?? '' });
    case 'maxLength':
      return translate('fieldMaxLength', language, { field, limit: limit ?? '' });
    case 'minimum':
    case 'exclusiveMinimum':
      return translate('fieldMinimum', language, { field, limit: limit ?? '' });
    case 'maximum':
    case 'exclusiveMaximum':
      return translate('fieldMaximum', language, { field, limit: limit ?? '' });
    case 'minItems':
      return translate('fieldMinItems', language, { field, limit: limit ?? '' });
    case 'maxItems':
      return translate('fieldMaxItems', language, { field, limit: limit ?? '' });
    case 'enum':
      return translate('fieldEnum', language, { field, values: ((params.allowedValues as unknown[]) ?? []).join(', ') });
    case 'const':
      return translate('fieldEnum', language, { field, values: String(params.allowedValue) });
    case 'pattern':
    case 'format':
      return translate('fieldFormat', language, { field });
    default:
      return translate('fieldInvalid', language, { field });
  }
}
