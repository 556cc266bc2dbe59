import type { FastifyInstance } from 'fastify';

type ZodDef = Record<string, unknown> & { type?: string };
const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

// A pattern refuses control characters when it refuses NUL wherever it sits (formats such as email,
// uuid and base64 are patterns too). Probing beats naming: it follows whichever helper built the schema.
const NUL_PROBES = ['\u0000', 'a\u0000', '\u0000a', 'a\u0000b', '0\u0000', 'A\u0000=='];
const refusesNul = (pattern: unknown) =>
  pattern instanceof RegExp &&
  NUL_PROBES.every((probe) => !new RegExp(pattern.source, pattern.flags.replace('g', '')).test(probe));

function stringIsChecked(def: ZodDef): boolean {
  const checks = (def.checks as { _zod: { def: { pattern?: unknown } } }[] | undefined) ?? [];
  return refusesNul(def.pattern) || checks.some((check) => refusesNul(check._zod.def.pattern));
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Where an input schema holds a string that would let control characters through (empty when none). */
export function uncheckedStrings(schema: unknown, path = ''): string[] {
  const def = defOf(schema);
  if (!def) return [];
  switch (def.type) {
    case 'string':
      return stringIsChecked(def) ? [] : [path || '(the value)'];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        uncheckedStrings(value, join(path, key)),
      );
    case 'array':
      return uncheckedStrings(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => uncheckedStrings(option, path));
    case 'intersection':
      return [...uncheckedStrings(def.left, path), ...uncheckedStrings(def.right, path)];
    case 'record':
      return [
        ...uncheckedStrings(def.keyType, join(path, '(key)')),
        ...uncheckedStrings(def.valueType, join(path, '*')),
      ];
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, i) => uncheckedStrings(item, join(path, String(i))));
    case 'pipe':
      return [...uncheckedStrings(def.in, path), ...uncheckedStrings(def.out, path)];
    case 'lazy':
      return uncheckedStrings((def.getter as () => unknown)(), path);
    default:
      return 'innerType' in def ? uncheckedStrings(def.innerType, path) : [];
  }
}

const INPUTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * Refuses, at boot, a route whose input schema takes a bare z.string(): every string from a client
 * must come from plainString() / plainText() (src/shared/text.ts), so a NUL is a 400, not a failed query.
 */
export function installInputSchemaGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Partial<Record<(typeof INPUTS)[number], unknown>> | undefined;
    if (!schema) return;
    const unchecked = INPUTS.flatMap((part) => uncheckedStrings(schema[part]).map((where) => `${part}.${where}`));
    if (unchecked.length) {
      const methods = [route.method].flat().join(',');
      throw new Error(
        `${methods} ${route.url}: ${unchecked.join(', ')} would accept control characters; build it with plainString() or plainText() (src/shared/text.ts).`,
      );
    }
  });
}
