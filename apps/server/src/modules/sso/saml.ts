import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SSO_MESSAGES } from '@expertos/domain/sso';
import { validateXML } from 'xmllint-wasm';

/**
 * SAML 2.0 for a workspace's single sign-on, on samlify (docs/architecture.md#identity): we
 * write no XML signature code. What samlify leaves to its caller is here: the schema check of
 * every message (xmllint compiled to WebAssembly, no Java), and the checks it does not make:
 * the audience is us, the answer is to a request we made and have not seen answered, and the
 * assertion's id was not taken before.
 */

/**
 * The part of samlify used here, typed by hand: its own type declarations pull in the browser's
 * DOM types (through @xmldom), which would change Node's globals (fetch bodies) for the whole
 * server. Required, not imported: some of its exports are getters Node's ES import cannot see.
 */
interface SamlEntity {
  entityMeta: {
    getEntityID(): string;
    getSingleSignOnService(binding: string): string | object;
    getX509Certificate(use: string): string | string[];
  };
  getMetadata(): string;
}
export interface SamlFlowResult {
  samlContent: string;
  extract: Record<string, unknown> & { attributes?: unknown; audience?: unknown; nameID?: unknown };
}
interface ServiceProviderEntity extends SamlEntity {
  createLoginRequest(
    idp: SamlEntity,
    binding: string,
    options: { relayState: string },
  ): { id: string; context: string };
  parseLoginResponse(idp: SamlEntity, binding: string, request: { body: object }): Promise<SamlFlowResult>;
}
export interface IdentityProviderEntity extends SamlEntity {
  parseLoginRequest(
    sp: SamlEntity,
    binding: string,
    request: { query: object; octetString?: string },
  ): Promise<SamlFlowResult>;
  createLoginResponse(
    sp: SamlEntity,
    request: SamlFlowResult,
    binding: string,
    user: { email: string },
    options: { relayState: string },
  ): Promise<{ context: string }>;
}
type ExtractorField = { key: string; localPath: string[]; attributes: string[]; shortcut?: string };
export interface Samlify {
  IdentityProvider(settings: Record<string, unknown>): IdentityProviderEntity;
  ServiceProvider(settings: Record<string, unknown>): ServiceProviderEntity;
  setSchemaValidator(validator: { validate(xml: string): Promise<unknown> }): void;
  SamlLib: { verifySignature(xml: string, options: { metadata: unknown }): [boolean, unknown] };
  Extractor: { extract(xml: string, fields: ExtractorField[]): Record<string, unknown> };
}
export const samlify = createRequire(import.meta.url)('samlify') as Samlify;

const SAML_POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const SAML_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
/** How far the IdP's clock may be from ours (NotBefore / NotOnOrAfter). */
const CLOCK_DRIFT_MS = 2 * 60_000;

/** The SAML protocol schemas (with their imports), read once from the validator package. */
let schemas: Promise<{ main: string; preload: { fileName: string; contents: string }[] }> | undefined;
function loadSchemas() {
  schemas ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('@authenio/samlify-xmllint-wasm')), 'schemas');
    const read = (file: string) => ({
      fileName: file,
      contents: fs.readFileSync(path.join(dir, file), 'utf8'),
    });
    const [main, ...preload] = [
      'saml-schema-protocol-2.0.xsd',
      'datatypes.dtd',
      'saml-schema-assertion-2.0.xsd',
      'xmldsig-core-schema.xsd',
      'XMLSchema.dtd',
      'xenc-schema.xsd',
    ].map(read);
    return { main: main!.contents, preload };
  })();
  return schemas;
}

samlify.setSchemaValidator({
  async validate(xml: string) {
    const { main, preload } = await loadSchemas();
    const result = await validateXML({
      xml: [{ fileName: 'message.xml', contents: xml }],
      extension: 'schema',
      schema: [main],
      preload,
    });
    if (!result.valid) throw new Error('ERR_INVALID_XML_SCHEMA');
    return true;
  },
});

/** A field of the settings the identity provider's metadata could not fill, and why. */
export class SamlConfigError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface IdpFacts {
  entityId: string;
  ssoUrl: string;
  certificateExpiresAt: string | null;
}

const asPem = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`;

/**
 * The IdP as samlify reads it from its metadata. samlify says on the console when the metadata
 * has no single logout address (we do not use one); the construction is synchronous, so that
 * one line is kept off the console here and nothing else is.
 */
function identityProvider(metadata: string) {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return samlify.IdentityProvider({ metadata, wantAuthnRequestsSigned: false });
  } finally {
    console.warn = warn;
  }
}

/** Reads what we need from an IdP's metadata, or names what is wrong with it (field `metadata_xml`). */
export function readIdpMetadata(metadata: string): IdpFacts {
  const field = 'metadata_xml';
  let idp: ReturnType<typeof identityProvider>;
  try {
    idp = identityProvider(metadata);
  } catch {
    throw new SamlConfigError(field, SSO_MESSAGES.notMetadata);
  }
  const entityId = idp.entityMeta.getEntityID();
  if (!entityId) throw new SamlConfigError(field, SSO_MESSAGES.noEntityId);
  const sso = idp.entityMeta.getSingleSignOnService('redirect');
  if (typeof sso !== 'string' || !/^https?:\/\//.test(sso))
    throw new SamlConfigError(field, SSO_MESSAGES.noSsoAddress);
  const certs = [idp.entityMeta.getX509Certificate('signing')].flat().filter(Boolean) as string[];
  if (certs.length === 0) throw new SamlConfigError(field, SSO_MESSAGES.noCertificate);
  let expiresAt: string | null = null;
  for (const cert of certs) {
    let parsed: X509Certificate;
    try {
      parsed = new X509Certificate(asPem(cert));
    } catch {
      throw new SamlConfigError(field, SSO_MESSAGES.badCertificate);
    }
    const validTo = new Date(parsed.validTo);
    if (validTo.getTime() < Date.now())
      throw new SamlConfigError(field, SSO_MESSAGES.certificateExpired(validTo.toISOString().slice(0, 10)));
    const at = validTo.toISOString();
    if (!expiresAt || at > expiresAt) expiresAt = at;
  }
  return { entityId, ssoUrl: sso, certificateExpiresAt: expiresAt };
}

/** Our side of a workspace's SAML connection: its entity id and where assertions come back. */
export interface SpAddresses {
  entityId: string;
  acsUrl: string;
}

function serviceProvider(addresses: SpAddresses) {
  return samlify.ServiceProvider({
    entityID: addresses.entityId,
    assertionConsumerService: [{ Binding: SAML_POST, Location: addresses.acsUrl }],
    authnRequestsSigned: false,
    wantAssertionsSigned: true,
    nameIDFormat: [EMAIL_FORMAT],
    clockDrifts: [-CLOCK_DRIFT_MS, CLOCK_DRIFT_MS],
  });
}

/** Our metadata, for the IdP's admin to upload. */
export function spMetadata(addresses: SpAddresses): string {
  return serviceProvider(addresses).getMetadata();
}

/** The IdP address to send the browser to, with a new request whose id the answer must name. */
export function loginRequest(addresses: SpAddresses, metadata: string, relayState: string) {
  const { id, context } = serviceProvider(addresses).createLoginRequest(
    identityProvider(metadata),
    'redirect',
    {
      relayState,
    },
  );
  return { requestId: id, url: context };
}

export interface SamlSubject {
  email: string;
  name: string | null;
  /** The signed assertion's id (a replay names the same one). */
  assertionId: string;
  /** The request this answers, from the signed assertion's subject confirmation. */
  inResponseTo: string;
  /** Whether the IdP says it asked for more than a password (its AuthnContextClassRef). */
  multiFactor: boolean;
}

const first = (value: unknown): string | null => {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' && one.trim() ? one.trim() : null;
};

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailaddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const NAME_ATTRIBUTES = [
  'name',
  'displayname',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
  'http://schemas.microsoft.com/identity/claims/displayname',
  'urn:oid:2.16.840.1.113730.3.1.241',
];
/** Authentication context classes that mean more than a password. */
const MULTI_FACTOR_CONTEXT = /multifactor|mfa|timesynctoken|mobiletwofactor|smartcard|x509|hardware/i;

/**
 * Checks a POSTed SAMLResponse: schema, the IdP's signature over the assertion, issuer, time
 * window (samlify), then our own checks of audience and recipient. Throws on anything wrong;
 * the caller checks the request id and the replay.
 */
export async function verifyLoginResponse(
  addresses: SpAddresses,
  metadata: string,
  body: { SAMLResponse: string; RelayState?: string },
): Promise<SamlSubject> {
  const idp = identityProvider(metadata);
  const { extract, samlContent } = await serviceProvider(addresses).parseLoginResponse(idp, 'post', { body });
  if (first(extract.audience) !== addresses.entityId)
    throw new Error('the assertion is for another audience');
  // The assertion's own fields, read from the node whose signature checked (never the wrapper).
  const [verified, node] = samlify.SamlLib.verifySignature(samlContent, { metadata: idp.entityMeta });
  if (!verified || typeof node !== 'string') throw new Error('the assertion is not signed');
  const own = samlify.Extractor.extract(samlContent, [
    { key: 'assertion', localPath: ['Assertion'], attributes: ['ID'], shortcut: node },
    {
      key: 'confirmation',
      localPath: ['Assertion', 'Subject', 'SubjectConfirmation', 'SubjectConfirmationData'],
      attributes: ['InResponseTo', 'Recipient'],
      shortcut: node,
    },
    {
      key: 'context',
      localPath: ['Assertion', 'AuthnStatement', 'AuthnContext', 'AuthnContextClassRef'],
      attributes: [],
      shortcut: node,
    },
  ]) as {
    /** One attribute asked: its value itself. */
    assertion?: string;
    confirmation?: { inResponseTo?: string; recipient?: string };
    context?: string | string[];
  };
  const assertionId = own.assertion;
  const inResponseTo = own.confirmation?.inResponseTo;
  if (!assertionId || !inResponseTo) throw new Error('the assertion does not answer a request');
  if (own.confirmation?.recipient && own.confirmation.recipient !== addresses.acsUrl)
    throw new Error('the assertion is for another address');
  const attributes = Object.fromEntries(
    Object.entries((extract.attributes ?? {}) as Record<string, unknown>).map(([key, value]) => [
      key.toLowerCase(),
      value,
    ]),
  );
  const fromAttributes = EMAIL_ATTRIBUTES.map((key) => first(attributes[key])).find(Boolean);
  const email = (fromAttributes ?? first(extract.nameID) ?? '').toLowerCase();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error('the assertion names no e-mail address');
  const name = NAME_ATTRIBUTES.map((key) => first(attributes[key])).find(Boolean) ?? null;
  const context = [own.context ?? []].flat().join(' ');
  return { email, name, assertionId, inResponseTo, multiFactor: MULTI_FACTOR_CONTEXT.test(context) };
}

export const SAML_BINDINGS = { post: SAML_POST, redirect: SAML_REDIRECT };
