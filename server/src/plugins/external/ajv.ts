// Validates requests with ajv: a JSON body exactly as sent, querystrings, params and headers coerced from their strings.
import fp from 'fastify-plugin';
import Ajv, { type Options } from 'ajv';

// Unknown fields are dropped before they reach a handler; defaults fill what the client left out; the first error is
// enough (allErrors invites a denial of service).
const common: Options = { removeAdditional: 'all', useDefaults: true, allErrors: false, addUsedSchema: false };

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
      return (id ? compiler.getSchema(id) : undefined) ?? compiler.compile(schema);
    });
  },
  { name: 'ajv' },
);
