// Validates requests with ajv: a JSON body exactly as sent, querystrings, params and headers coerced from their strings.
import fp from 'fastify-plugin';
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';

// Unknown fields are dropped before they reach a handler; defaults fill what the client left out; the first error is
// enough (allErrors invites a denial of service).
const common: Options = { removeAdditional: 'all', useDefaults: true, allErrors: false, addUsedSchema: false };

/** Where in a validated value a number is Infinity or NaN, as a JSON pointer. */
function nonFinitePath(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * ajv coerces the strings "Infinity" and "1e400" to Infinity, and a coerced value then passes `integer` and `maximum`
 * alike: a number that is not finite is refused here like any other value that is not a number.
 */
function finiteOnly(validate: ValidateFunction) {
  const guarded = Object.assign(
    (data: unknown, context?: object) => {
      if (!validate(data, context as never)) {
        guarded.errors = validate.errors;
        return false;
      }
      const path = nonFinitePath(data, '');
      if (path === undefined) return true;
      guarded.errors = [{ keyword: 'type', instancePath: path, schemaPath: '', params: { type: 'number' } } satisfies ErrorObject];
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
    app.setValidatorCompiler(({ schema, httpPart }) => {
      const compiler = httpPart === 'body' ? exact : coercing;
      const id = (schema as { $id?: string }).$id;
      // A schema with an $id compiles once per instance (ajv refuses the same $id twice).
      return finiteOnly((id ? compiler.getSchema(id) : undefined) ?? compiler.compile(schema));
    });
  },
  { name: 'ajv' },
);
