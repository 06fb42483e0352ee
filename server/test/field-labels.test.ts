// Every field of every endpoint's request has a label in the five languages, and no validation message names a field
// by its API name (nickname, items[0].amount, access_token): walked from the app's own OpenAPI document, so a new field
// without a label fails here.
import { ENTRY_LABELS, FIELD_LABELS, nameField } from '../src/i18n/field-labels';
import { LANGUAGES, type Language } from '../src/i18n/language';
import { validationMessage, type SchemaIssue } from '../src/http/validation-message';
import { DIALECTS, startTestApp, type TestApp } from './support/test-app';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  [keyword: string]: unknown;
};
type Operation = {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
/** One field of a request: where it is (array entries at position 0) and its schema. */
type Field = { segments: string[]; schema: JsonSchema };

const CONSTRAINTS = ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems'];

/** Every field under a schema, unions and array entries included. */
function fieldsOf(schema: JsonSchema, segments: string[] = [], out: Field[] = []): Field[] {
  for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) fieldsOf(member, segments, out);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    out.push({ segments: [...segments, name], schema: property });
    fieldsOf(property, [...segments, name], out);
  }
  if (schema.items) {
    out.push({ segments: [...segments, '0'], schema: schema.items });
    fieldsOf(schema.items, [...segments, '0'], out);
  }
  return out;
}

/** The schema and the members of its unions: where a field's constraints are written. */
function variants(schema: JsonSchema): JsonSchema[] {
  return [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
}

/** Every validation failure the field can produce: missing, wrong type, each of its constraints, a failed union. */
function issuesFor(field: Field): SchemaIssue[] {
  const path = (segments: string[]) => segments.map((s) => `/${s}`).join('');
  const last = field.segments.at(-1)!;
  const at = path(field.segments);
  // A second entry deeper in the array: "pick 13" must read as naturally as "pick 1".
  const deeper = path(field.segments.map((s) => (s === '0' ? '12' : s)));
  const issues: SchemaIssue[] = [];
  if (!/^\d+$/.test(last)) issues.push({ keyword: 'required', instancePath: path(field.segments.slice(0, -1)), params: { missingProperty: last } });
  const types = variants(field.schema).flatMap((v) => (Array.isArray(v.type) ? v.type : v.type ? [v.type] : []));
  for (const instancePath of [at, deeper]) {
    issues.push({ keyword: 'type', instancePath, params: { type: types.join(',') || 'string' } });
    for (const variant of variants(field.schema)) {
      for (const keyword of CONSTRAINTS) if (typeof variant[keyword] === 'number') issues.push({ keyword, instancePath, params: { limit: variant[keyword] } });
      if (variant.enum) issues.push({ keyword: 'enum', instancePath, params: { allowedValues: variant.enum } });
      if (variant.const !== undefined) issues.push({ keyword: 'const', instancePath, params: { allowedValue: variant.const } });
      if (variant.pattern) issues.push({ keyword: 'pattern', instancePath, params: { pattern: variant.pattern } });
      if (variant.format) issues.push({ keyword: 'format', instancePath, params: { format: variant.format } });
    }
    issues.push({ keyword: 'anyOf', instancePath, params: {} });
  }
  return issues;
}

/** Whatever in a message looks like an API name rather than words. */
function rawNamesIn(message: string, names: string[], language: Language, label: string | null): string[] {
  const found: string[] = [];
  const camel = message.match(/\b[a-z]+[A-Z][A-Za-z]*\b/g);
  if (camel) found.push(...camel);
  const snake = message.match(/\b[a-z]+_[a-z_]+\b/g);
  if (snake) found.push(...snake);
  const paths = message.match(/\w\[\d+\]|[A-Za-z_]\.[A-Za-z_]/g);
  if (paths) found.push(...paths);
  for (const name of names) {
    if (/^\d+$/.test(name)) continue;
    const word = new RegExp(`(^|[^\\p{L}\\p{N}_])${name}($|[^\\p{L}\\p{N}_])`, 'u');
    // A label may be the same word as the name ("Date", "Page" in French): only a name the label lacks gives it away.
    if (word.test(message) && !(label && word.test(label))) found.push(name);
  }
  void language;
  return found;
}

describe.each(DIALECTS)('field labels of every endpoint (%s)', (dialect) => {
  let t: TestApp;
  let endpoints: Array<{ method: string; path: string; body: JsonSchema | undefined; query: JsonSchema }>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    endpoints = t.app.endpoints
      .flatMap((entity) => entity.api)
      .map((endpoint) => {
        const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] ?? {};
        const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
        return {
          method: endpoint.method,
          path: endpoint.path,
          body: operation.requestBody?.content?.['application/json']?.schema,
          query: { type: 'object', properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])), required: parameters.filter((p) => p.required).map((p) => p.name) },
        };
      });
  });
  afterAll(() => t.close());

  it('has a label in every language for every field of every request, and an entry label for every array', () => {
    expect(endpoints.length).toBeGreaterThan(50);
    const missing: string[] = [];
    let fields = 0;
    for (const endpoint of endpoints) {
      for (const field of [...fieldsOf(endpoint.query), ...(endpoint.body ? fieldsOf(endpoint.body) : [])]) {
        fields += 1;
        const name = field.segments.at(-1)!;
        if (/^\d+$/.test(name)) {
          const array = field.segments.at(-2)!;
          if (!Object.hasOwn(ENTRY_LABELS, array)) missing.push(`${endpoint.method} ${endpoint.path}: no entry label for the array ${array}`);
          continue;
        }
        if (!Object.hasOwn(FIELD_LABELS, name)) missing.push(`${endpoint.method} ${endpoint.path}: no label for ${field.segments.join('.')}`);
        for (const language of LANGUAGES) {
          if (!nameField(field.segments, language).label) missing.push(`${endpoint.method} ${endpoint.path}: ${field.segments.join('.')} has no words in ${language}`);
        }
      }
    }
    expect(fields).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('names the field by its label, never by its API name, in every message any field can produce, in every language', () => {
    const faults: string[] = [];
    let messages = 0;
    for (const endpoint of endpoints) {
      for (const field of [...fieldsOf(endpoint.query), ...(endpoint.body ? fieldsOf(endpoint.body) : [])]) {
        for (const issue of issuesFor(field)) {
          for (const language of LANGUAGES) {
            const segments = [...issue.instancePath.split('/').filter(Boolean), ...(issue.keyword === 'required' ? [String(issue.params.missingProperty)] : [])];
            const { label } = nameField(segments, language);
            const message = validationMessage(issue, language);
            messages += 1;
            const raw = rawNamesIn(message, segments, language, label);
            if (raw.length > 0) faults.push(`${language} ${endpoint.path} ${issue.keyword} ${issue.instancePath}: "${message}" shows ${raw.join(', ')}`);
            if (!label || !message.includes(label)) faults.push(`${language} ${endpoint.path} ${issue.keyword} ${issue.instancePath}: "${message}" does not name the field`);
          }
        }
      }
    }
    expect(messages).toBeGreaterThan(2000);
    expect(faults).toEqual([]);
  });

  it('answers real invalid requests to every endpoint with labels only, in every language', async () => {
    const player = await t.createPlayer();
    const faults: string[] = [];
    let sent = 0;
    /** A value the field's schema refuses: an object for anything that is not one, a string for an object. */
    const wrongFor = (schema: JsonSchema): unknown => (variants(schema).some((v) => v.type === 'object') ? 'x' : { wrong: true });
    for (const endpoint of endpoints) {
      const requests: Array<{ url: string; payload?: unknown }> = [];
      if (endpoint.method === 'GET') {
        for (const [name, schema] of Object.entries(endpoint.query.properties ?? {})) {
          const numeric = variants(schema).some((v) => v.type === 'integer' || v.type === 'number' || v.type === 'boolean');
          const strict = variants(schema).some((v) => v.pattern || v.enum || typeof v.minLength === 'number');
          if (numeric || strict) requests.push({ url: `${endpoint.path}?${name}=${numeric ? 'x' : ''}` });
        }
        if ((endpoint.query.required ?? []).length > 0) requests.push({ url: endpoint.path });
      } else if (endpoint.body?.properties) {
        // Only bodies that fail validation: a request that passed would run its handler (log out, close the account...).
        if ((endpoint.body.required ?? []).length > 0) requests.push({ url: endpoint.path, payload: {} });
        for (const [name, schema] of Object.entries(endpoint.body.properties)) requests.push({ url: endpoint.path, payload: { [name]: wrongFor(schema) } });
      }
      const names = [...fieldsOf(endpoint.query), ...(endpoint.body ? fieldsOf(endpoint.body) : [])].flatMap((f) => f.segments);
      for (const request of requests) {
        for (const language of LANGUAGES) {
          sent += 1;
          const response = await t.app.inject({
            method: endpoint.method as 'GET' | 'POST',
            url: request.url,
            payload: request.payload as object | undefined,
            headers: { authorization: player.token, language },
            remoteAddress: `10.9.${(sent >> 8) & 255}.${sent & 255}`,
          });
          const body = response.json() as { code: number; message: string };
          if (body.code !== 1002) {
            faults.push(`${language} ${endpoint.method} ${request.url} ${JSON.stringify(request.payload)}: code ${body.code} (${body.message})`);
            continue;
          }
          const raw = rawNamesIn(body.message, names, language, null).filter((name) => !Object.values(FIELD_LABELS).some((l) => l[language].includes(name)));
          if (raw.length > 0) faults.push(`${language} ${endpoint.method} ${request.url} ${JSON.stringify(request.payload)}: "${body.message}" shows ${raw.join(', ')}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(faults).toEqual([]);
  });
});
