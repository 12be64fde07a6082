/**
 * The replies an OpenAPI document declares, and whether a reply is one of them (issue 43: the
 * document must be true). Used by the fuzz test (malformed requests) and the authorization
 * matrix (every route as every caller).
 */

type Json = Record<string, unknown>;

/** Each status's content types ([] for a reply without a body), by `METHOD /api/path/{param}`. */
export type DeclaredReplies = Map<string, Record<string, string[]>>;

export function declaredReplies(document: Json): DeclaredReplies {
  const result: DeclaredReplies = new Map();
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, item] of Object.entries(paths))
    for (const [method, operation] of Object.entries(item))
      result.set(
        `${method.toUpperCase()} ${path}`,
        Object.fromEntries(
          Object.entries((operation.responses ?? {}) as Record<string, Json>).map(([status, reply]) => [
            status,
            Object.keys(resolveResponse(document, reply).content ?? {}),
          ]),
        ),
      );
  return result;
}

/** A response as written, or the shared one it points at (`#/components/responses/NotFound`). */
export function resolveResponse(
  document: Json,
  reply: Json,
): { content?: Json; headers?: Json; description?: string } {
  const ref = reply.$ref;
  if (typeof ref !== 'string') return reply;
  const name = ref.replace('#/components/responses/', '');
  const shared = ((document.components as Json | undefined)?.responses as Record<string, Json> | undefined)?.[
    name
  ];
  if (!shared) throw new Error(`The document points at ${ref}, which it does not define`);
  return shared;
}

/** A Fastify route's key in the document's terms: `/tickets/:ticketId` → `/tickets/{ticketId}`. */
export const documentKey = (method: string, url: string) =>
  `${method.toUpperCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;

/**
 * Null when the reply is one the document declares for the operation: its status, and its
 * content type among the status's (`image/*` covers `image/png`); a reply with no body (204,
 * 304, a HEAD) needs no content type. Otherwise what is wrong.
 */
export function undeclaredReply(
  responses: Record<string, string[]>,
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | null {
  const status = String(res.statusCode);
  const declared = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
  if (!declared) return `${status} is not declared (declared: ${Object.keys(responses).join(', ')})`;
  if (res.body.length === 0 || declared.length === 0) return null;
  const type =
    String(res.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const matches = declared.some((kind) =>
    kind.endsWith('/*') ? type.startsWith(kind.slice(0, -1)) : kind === type || kind === '*/*',
  );
  return matches ? null : `${status} as ${type}, declared ${declared.join(', ')}`;
}
