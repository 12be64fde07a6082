import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { samlify } from '../modules/sso/saml.js';

/**
 * A SAML identity provider for the tests: samlify's own IdentityProvider with a test key
 * (fixtures/saml-idp.key, a self-signed certificate good for a century). It answers the
 * AuthnRequest our sign-in start sends it with a signed assertion for whoever the test names,
 * as an IdP's HTTP-POST binding does. `other` signs with a key the metadata does not name.
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const read = (file: string) => fs.readFileSync(path.join(fixtures, file), 'utf8');

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export interface TestIdpOptions {
  entityId?: string;
  ssoUrl?: string;
  /** Sign with a key other than the metadata's (a forged answer). */
  signWith?: 'own' | 'other';
}

export function createTestIdp(options: TestIdpOptions = {}) {
  const entityId = options.entityId ?? 'https://idp.example.test/saml';
  const ssoUrl = options.ssoUrl ?? 'https://idp.example.test/sso';
  const settings = {
    entityID: entityId,
    signingCert: read('saml-idp.crt'),
    singleSignOnService: [{ Binding: REDIRECT, Location: ssoUrl }],
    singleLogoutService: [{ Binding: REDIRECT, Location: `${ssoUrl}/logout` }],
    nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
  };
  const idp = samlify.IdentityProvider({ ...settings, privateKey: read('saml-idp.key') });
  const forger = samlify.IdentityProvider({ ...settings, privateKey: read('saml-other.key') });

  return {
    entityId,
    ssoUrl,
    metadata: (): string => idp.getMetadata(),

    /**
     * The IdP's answer to the sign-in `loginUrl` (our redirect to it) for `email`: the form
     * fields the browser would POST to our ACS.
     */
    async answer(
      loginUrl: string,
      spMetadata: string,
      user: { email: string; name?: string },
      how: { signWith?: 'own' | 'other' } = {},
    ): Promise<{ SAMLResponse: string; RelayState: string }> {
      const url = new URL(loginUrl);
      const sp = samlify.ServiceProvider({ metadata: spMetadata });
      const query = Object.fromEntries(url.searchParams);
      const request = await idp.parseLoginRequest(sp, 'redirect', {
        query,
        octetString: url.search.slice(1),
      });
      const signer = (how.signWith ?? options.signWith) === 'other' ? forger : idp;
      const relayState = url.searchParams.get('RelayState') ?? '';
      const response = await signer.createLoginResponse(
        sp,
        request,
        'post',
        { email: user.email },
        { relayState },
      );
      return { SAMLResponse: response.context, RelayState: relayState };
    },
  };
}
export type TestIdp = ReturnType<typeof createTestIdp>;
