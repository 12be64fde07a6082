/**
 * Reply schemas imported when a call first needs them. `lazyReplies(() => import('…'))` gives
 * `reply('projectListSchema')`, a function the client calls as the request starts (client.ts
 * `ReplySchema`): the schema module, and zod with it, load in parallel with the request.
 *
 * The modules whose calls the first screen makes (the session, the bootstrap, workspaces,
 * brands, invites) take their schemas this way, so none of them, nor zod, is in the app's
 * first file (docs/architecture.md#the-first-screen). Other modules import their schemas as
 * usual: their code loads with the feature that calls them.
 */
export function lazyReplies<M>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K) =>
    async (): Promise<M[K]> =>
      (await load())[name];
}
