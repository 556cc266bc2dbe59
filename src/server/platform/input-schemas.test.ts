import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClientEventSchema } from '../../shared/realtime.ts';
import { plainString, plainText } from '../../shared/text.ts';
import { PttClientMessageSchema } from '../../shared/voice.ts';
import { installInputSchemaGuard, uncheckedStrings } from './input-schemas.ts';

describe('uncheckedStrings', () => {
  it('names every bare string, however deep', () => {
    const schema = z.object({
      id: z.string(),
      ok: plainString().min(1),
      list: z.array(z.string().max(3)).optional(),
      nested: z.object({ note: z.string().nullable().default(null) }),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
      map: z.record(z.string(), plainText()),
      piped: z.string().transform((s) => s.length),
    });
    expect(uncheckedStrings(schema)).toEqual(['id', 'list[]', 'nested.note', 'either.a', 'map.(key)', 'piped']);
  });

  it('accepts formats and fixed values that cannot hold a control character', () => {
    const schema = z.object({
      email: z.email().transform((e) => e.toLowerCase()),
      when: z.iso.datetime(),
      kind: z.enum(['a', 'b']),
      fixed: z.literal('x'),
      name: plainString().trim().max(60),
    });
    expect(uncheckedStrings(schema)).toEqual([]);
  });

  it('finds nothing unchecked in the WebSocket client messages', () => {
    expect(uncheckedStrings(ClientEventSchema)).toEqual([]);
    expect(uncheckedStrings(PttClientMessageSchema)).toEqual([]);
  });
});

describe('installInputSchemaGuard', () => {
  it('refuses at boot a route whose input takes a bare string, naming the field', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    installInputSchemaGuard(app);
    await expect(
      app.register(async (scope) => {
        scope.get('/x/:id', { schema: { params: z.object({ id: z.string() }) } }, async () => 'x');
      }),
    ).rejects.toThrow(/GET \/x\/:id: params\.id would accept control characters/);
    await app.close();
  });

  it('lets a route built from plainString() through', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    installInputSchemaGuard(app);
    app.post('/y', { schema: { body: z.object({ name: plainString() }) } }, async () => 'y');
    await app.ready();
    await app.close();
  });
});
