// Validates requests with ajv: a JSON body exactly as sent, querystrings, params and headers coerced from their strings;
// a route may ask for unknown body fields to be refused instead of dropped.
import fp from 'fastify-plugin';
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import { CALENDAR_DATE_FORMAT, isCalendarDate } from '../../http/request-bounds';

// Unknown fields are dropped before they reach a handler; defaults fill what the client left out; the first error is
// enough (allErrors invites a denial of service).
const common: Options = { removeAdditional: 'all', useDefaults: true, allErrors: false, addUsedSchema: false };

/** The first value no column can hold: a number that is not finite, or a string with a NUL (PostgreSQL text refuses it). */
function unstorable(value: unknown, path: string): ErrorObject | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return { keyword: 'type', instancePath: path, schemaPath: '', params: { type: 'number' } };
  if (typeof value === 'string' && value.includes('\u0000')) return { keyword: 'format', instancePath: path, schemaPath: '', params: {} };
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorable(item, `${path}/${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses what passed the schema but no database can store. ajv coerces the strings "Infinity" and "1e400" to Infinity,
 * and a coerced value then passes `integer` and `maximum` alike; and a NUL inside a string is valid JSON that PostgreSQL
 * answers with an error. Both are the client's input, refused like any other invalid value.
 */
function storableOnly(validate: ValidateFunction) {
  const guarded = Object.assign(
    (data: unknown, context?: object) => {
      if (!validate(data, context as never)) {
        guarded.errors = validate.errors;
        return false;
      }
      const problem = unstorable(data, '');
      if (!problem) return true;
      guarded.errors = [problem];
      return false;
    },
    // Fastify passes the parent of a validated value to functions that have one, which a coerced root needs.
    { errors: null as ValidateFunction['errors'], schemaEnv: validate.schemaEnv },
  );
  return guarded;
}

export default fp(
  async function ajv(app) {
    // JSON has numbers, booleans and arrays: "100", " 100", "1e2" or [100] for a number is the client's mistake, not ours to guess.
    const exact = new Ajv({ ...common, coerceTypes: false });
    // A querystring, a path parameter or a header is a string by nature: "2" is the number 2, and ?ids=1 a list of one.
    const coercing = new Ajv({ ...common, coerceTypes: 'array' });
    // The same, but a field the body schema does not name (where it says additionalProperties: false) fails validation.
    const refusing = new Ajv({ ...common, coerceTypes: false, removeAdditional: false });
    for (const compiler of [exact, coercing, refusing]) compiler.addFormat(CALENDAR_DATE_FORMAT, isCalendarDate);
    const compileWith = (compiler: Ajv, schema: object) => {
      const id = (schema as { $id?: string }).$id;
      // A schema with an $id compiles once per instance (ajv refuses the same $id twice).
      return storableOnly((id ? compiler.getSchema(id) : undefined) ?? compiler.compile(schema));
    };
    app.setValidatorCompiler(({ schema, httpPart }) => compileWith(httpPart === 'body' ? exact : coercing, schema));
    app.addHook('onRoute', (route) => {
      if (route.config?.unknownFields !== 'refuse') return;
      route.validatorCompiler = ({ schema, httpPart }) => compileWith(httpPart === 'body' ? refusing : coercing, schema);
    });
  },
  { name: 'ajv' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `refuse`: a body field the schema does not name is a validation error (1002 naming it), not silently dropped. */
    unknownFields?: 'refuse';
  }
}
