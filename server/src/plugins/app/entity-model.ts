// An entity's model as cool eps describes it: the row its generic info answers, named like an entity class, one column a field.
import { type AddedRoute } from './entity-routes';

/** The part of a JSON schema (TypeBox builds plain JSON schemas) that eps reads. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export type ObjectSchema = JsonSchema & { properties: Record<string, JsonSchema> };

export interface ModelColumn {
  propertyName: string;
  /** A TypeScript type name: number, string, boolean, object, array, any, or a union of them. */
  type: string;
  /** Whether the field may be null or left out. */
  nullable: boolean;
  comment: string;
}

/**
 * The row a route answers when it is an entity's generic info (GET /info?id=), which is what every generic CRUD entity,
 * and the notices that serve the same reads by hand, answer: that row is the entity's model. An info looked up by
 * anything else (an order number, a period) or by nothing (my limits) is a view, not a model.
 */
export function genericInfoRow(route: AddedRoute, action: string): ObjectSchema | undefined {
  if (action !== 'info' || route.method !== 'GET') return undefined;
  const schema = route.schema as { querystring?: JsonSchema; response?: Record<string, JsonSchema> } | undefined;
  if (!schema?.querystring?.properties?.id) return undefined;
  const data = schema.response?.[200]?.properties?.data;
  return data?.type === 'object' && data.properties ? (data as ObjectSchema) : undefined;
}

/** `BetRankEntity` for bet/rank: the name a cool-admin entity class of that module and entity would have. */
export function modelName(module: string, entity: string): string {
  const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return `${pascal(module)}${pascal(entity)}Entity`;
}

/** One column per field of the row, in the schema's order. */
export function modelColumns(row: ObjectSchema): ModelColumn[] {
  const required = new Set(row.required ?? []);
  return Object.entries(row.properties).map(([propertyName, field]) => {
    const names = typeNames(field);
    return {
      propertyName,
      type: names.filter((name) => name !== 'null').join(' | ') || 'null',
      nullable: names.includes('null') || field.nullable === true || !required.has(propertyName),
      comment: field.description ?? '',
    };
  });
}

/** The TypeScript names of the values a schema accepts, 'null' among them when it accepts null. */
function typeNames(schema: JsonSchema): string[] {
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return [...new Set(members.flatMap(typeNames))];
  if (schema.const !== undefined) return [schema.const === null ? 'null' : typeof schema.const];
  if (schema.type === undefined) return ['any'];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return [...new Set(types.map((type) => (type === 'integer' ? 'number' : type)))];
}
