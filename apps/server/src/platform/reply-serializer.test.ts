import { aTicketListItem } from '@expertos/domain/testing/tickets';
import { ticketPageSchema } from '@expertos/domain/ticket.schema';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerNamedSchemas } from './openapi-schemas.js';
import { compileReplyWriter, createReplySerializerCompiler, serializableSchema } from './reply-serializer.js';

const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

describe('the compiled reply writer', () => {
  it('writes a page of tickets exactly as zod and JSON.stringify do', () => {
    const page = {
      items: Array.from({ length: 20 }, (_, i) =>
        aTicketListItem({
          id: i,
          tags: i % 2 ? [] : ['launch', 'ugc'],
          assignee:
            i % 3 ? null : { uid: 'm1', name: i % 2 ? null : 'Ada', email: 'ada@example.com', image: null },
          due_date: i % 4 ? null : '2030-01-07',
          summary: `Ticket ${i} "quoted" \\ \u2028 é😀 \ud800`,
        }),
      ),
      next_cursor: 'abc',
    };
    const write = compileReplyWriter(ticketPageSchema);
    expect(write).not.toBeNull();
    expect(write?.(page)).toBe(viaZod(ticketPageSchema, page));
    expect(write?.({ ...page, next_cursor: null })).toBe(
      viaZod(ticketPageSchema, { ...page, next_cursor: null }),
    );
  });

  it('still compiles once the OpenAPI document has named the resources in zod’s registry', () => {
    // The server names Ticket, TicketListItem… at start-up (openapi-schemas.ts); the writers
    // must stay compiled, or every ticket list falls back to zod.
    registerNamedSchemas();
    const write = compileReplyWriter(ticketPageSchema);
    expect(write).not.toBeNull();
    const page = { items: [aTicketListItem({ id: 1 })], next_cursor: null };
    expect(write?.(page)).toBe(viaZod(ticketPageSchema, page));
  });

  it('never writes a property its schema does not list', () => {
    const schema = z.object({ uid: z.string(), owner: z.object({ name: z.string() }).nullable() });
    const write = compileReplyWriter(schema);
    const text = write?.({ uid: 'u1', password_hash: 'secret', owner: { name: 'Ada', email: 'private' } });
    expect(text).toBe('{"uid":"u1","owner":{"name":"Ada"}}');
  });

  it('leaves a missing optional property out even when it has a default, as zod does', () => {
    const schema = z.object({ a: z.string(), d: z.string().default('x').optional() });
    expect(compileReplyWriter(schema)?.({ a: 'y' })).toBe(viaZod(schema, { a: 'y' }));
  });

  it('keeps zod for what is not plain data: transforms and unions', () => {
    expect(compileReplyWriter(z.object({ a: z.string().transform((s) => s.length) }))).toBeNull();
    expect(
      compileReplyWriter(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])),
    ).toBeNull();
    expect(compileReplyWriter(z.object({ a: z.string() }))).not.toBeNull();
  });

  it('folds nullable into a type list and drops constraints, never a property named like one', () => {
    expect(
      serializableSchema({
        type: 'object',
        properties: {
          pattern: { type: 'string', pattern: '^a' },
          enum: { anyOf: [{ type: 'string', enum: ['a'] }, { type: 'null' }] },
        },
        required: ['pattern', 'enum'],
      }),
    ).toEqual({
      type: 'object',
      properties: { pattern: { type: 'string' }, enum: { type: ['string', 'null'] } },
      required: ['pattern', 'enum'],
    });
  });
});

describe('the reply serialiser', () => {
  const schema = z.object({ n: z.number().int(), s: z.string() });
  const compile = (verify: boolean) =>
    createReplySerializerCompiler({ verify })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

  it('refuses a reply that breaks its schema while verifying (tests, development)', () => {
    expect(() => compile(true)({ n: 1.5, s: 'a' })).toThrow(/Response doesn't match the schema/);
    expect(compile(true)({ n: 1, s: 'a' })).toBe('{"n":1,"s":"a"}');
  });

  it('writes with the compiled writer alone in production', () => {
    expect(compile(false)({ n: 2, s: 'b', extra: true })).toBe('{"n":2,"s":"b"}');
  });
});
