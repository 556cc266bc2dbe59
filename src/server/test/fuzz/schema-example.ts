import type { JsonSchema } from './route-tap.ts';

/** A value the schema accepts, using the caller's own ids where a field names one (placeholders, see wire.ts). */
export function exampleFor(schema: JsonSchema | undefined, name = '', route = ''): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return exampleFor(options.find((o) => o.type !== 'null') ?? options[0], name, route);
  if (schema.allOf?.length) return exampleFor(schema.allOf[0], name, route);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, exampleFor(v, k, route)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleFor(schema.items, name, route));
    case 'string':
      return exampleString(schema, name, route);
    case 'number':
    case 'integer':
      return schema.minimum !== undefined ? Math.max(schema.minimum, Math.min(1, schema.maximum ?? 1)) : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

function exampleString(schema: JsonSchema, name: string, route: string): string {
  const key = name.toLowerCase();
  if (key === 'voicesessionid') return '{{self.voice}}';
  if (key === 'sessionid' || key === 'id') return route.includes('voice') ? '{{self.voice}}' : '{{self.therapy}}';
  if (schema.format === 'email' || key === 'email') return '{{email}}';
  if (key === 'password') return 'correct horse battery staple 42';
  if (key.endsWith('name')) return 'Ada';
  if (key === 'message' || key === 'text') return 'I have been feeling a bit flat this week.';
  const min = schema.minLength ?? 1;
  return 'fuzz'.padEnd(Math.min(Math.max(min, 4), schema.maxLength ?? 4), 'z');
}

/** Top-level properties of an object schema (looking through an optional wrapper). */
export function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  if (schema.properties) return schema.properties;
  const inner = (schema.anyOf ?? schema.oneOf ?? []).find((o) => o.properties);
  return inner?.properties ?? {};
}
