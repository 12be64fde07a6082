import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { createTestIdp } from './saml-idp.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A SAML identity provider a browser can use, for the journeys: the test IdP (saml-idp.ts)
 * behind HTTP. `/metadata` is its metadata; `/sso` takes our AuthnRequest (HTTP-Redirect), signs
 * in whoever `signInAs` named (no login page), and answers with the HTTP-POST binding: a page
 * whose form posts the signed response to our ACS, as real providers do.
 */
export async function startSamlIdpServer({ port = 0 }: { port?: number } = {}) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp = createTestIdp({ entityId: `${base}/metadata`, ssoUrl: `${base}/sso` });
  let next: string | null = null;

  server.on('request', async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', base);
      if (url.pathname === '/metadata') {
        res.setHeader('content-type', 'application/samlmetadata+xml');
        return res.end(idp.metadata());
      }
      if (url.pathname !== '/sso') {
        res.statusCode = 404;
        return res.end();
      }
      if (!next) throw new Error('nobody to sign in as');
      // The request names who asks (its Issuer: our metadata's address) and where to answer.
      const request = inflateRawSync(
        Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64'),
      ).toString();
      const issuer = /<(?:saml:)?Issuer[^>]*>([^<]+)</.exec(request)?.[1];
      const acs = /AssertionConsumerServiceURL="([^"]+)"/.exec(request)?.[1];
      if (!issuer || !acs) throw new Error('not an AuthnRequest');
      const spMetadata = await (await fetch(issuer)).text();
      const form = await idp.answer(url.toString(), spMetadata, { email: next });
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html><body onload="document.forms[0].submit()">
<form method="post" action="${escapeHtml(acs)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(form.SAMLResponse)}">
<input type="hidden" name="RelayState" value="${escapeHtml(form.RelayState)}">
<noscript><button>Continue</button></noscript>
</form></body></html>`);
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  return {
    metadataUrl: `${base}/metadata`,
    metadata: () => idp.metadata(),
    /** Who the next sign-in at the provider is (its login page skipped). */
    signInAs(email: string) {
      next = email;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type SamlIdpServer = Awaited<ReturnType<typeof startSamlIdpServer>>;
