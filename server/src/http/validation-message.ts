// Turns a schema validation failure into one clear message that names the field by its label, in the user's language.
import { type Language } from '../i18n/language';
import { nameField } from '../i18n/field-labels';
import { formatAlternatives } from '../i18n/local-format';
import { translate, type MessageKey, type MessageParam } from '../i18n/messages';

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

/** A limit as the field means it: cents as money, any other number grouped the language's way. */
function limitOf(value: unknown, money: boolean): MessageParam {
  if (typeof value !== 'number') return String(value ?? '');
  return money ? { money: value } : { number: value };
}

/** Values a player may be shown: numbers (0, 1) only; API words such as column names are not for them. */
function showableValues(values: unknown[]): string[] | null {
  return values.length > 0 && values.every((v) => typeof v === 'number') ? values.map(String) : null;
}

export function validationMessage(issue: SchemaIssue, language: Language): string {
  const { keyword, params } = issue;
  // A field we do not know has no label: it is named as the client wrote it.
  if (keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return translate('fieldUnknown', language, { field: params.additionalProperty.slice(0, 64) });
  }
  const segments = issue.instancePath.split('/').filter(Boolean);
  if (keyword === 'required' && typeof params.missingProperty === 'string' && params.missingProperty) segments.push(params.missingProperty);
  const { label, money } = nameField(segments, language);
  if (label === null) return translate('requestInvalid', language);
  const field = label;
  const limit = limitOf(params.limit, money);
  switch (keyword) {
    case 'required':
      return translate('fieldRequired', language, { field });
    case 'type': {
      const types = String(params.type).split(',');
      const names = types.map((t) => translate(TYPE_NAMES[t] ?? 'typeString', language));
      return translate('fieldType', language, { field, type: formatAlternatives(names, language) });
    }
    case 'minLength':
      return params.limit === 1 ? translate('fieldEmpty', language, { field }) : translate('fieldMinLength', language, { field, limit });
    case 'maxLength':
      return translate('fieldMaxLength', language, { field, limit });
    case 'minimum':
    case 'exclusiveMinimum':
      // A money field's schema only asks for a positive amount (one cent); its real floor (a bet's minimum stake, a
      // recharge's) is the business rule's to state. "At least 0.01" would name a floor that is not the real one.
      if (money && ((keyword === 'minimum' && params.limit === 1) || (keyword === 'exclusiveMinimum' && params.limit === 0))) {
        return translate('fieldPositive', language, { field });
      }
      return translate('fieldMinimum', language, { field, limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return translate('fieldMaximum', language, { field, limit });
    case 'minItems':
      return params.limit === 1 ? translate('fieldEmpty', language, { field }) : translate('fieldMinItems', language, { field, limit });
    case 'maxItems':
      return translate('fieldMaxItems', language, { field, limit });
    case 'enum':
    case 'const': {
      const values = showableValues(keyword === 'enum' ? ((params.allowedValues as unknown[]) ?? []) : [params.allowedValue]);
      return values ? translate('fieldEnum', language, { field, values: formatAlternatives(values, language) }) : translate('fieldNotAllowed', language, { field });
    }
    case 'pattern':
    case 'format':
      return translate('fieldFormat', language, { field });
    default:
      return translate('fieldInvalid', language, { field });
  }
}
