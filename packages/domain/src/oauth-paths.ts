/**
 * The addresses of OAuth for the MCP server (docs/product.md#mcp), apart from its schemas so
 * the web app's route table reads them without loading zod.
 */

/** The web app's consent screen: the authorization endpoint a client sends its person to. */
export const OAUTH_CONSENT_PATH = '/oauth/authorize';
/** The only resource tokens are issued for (RFC 8707): the MCP endpoint's path. */
export const MCP_RESOURCE_PATH = '/api/mcp';
/** The MCP endpoint's metadata address (RFC 9728 §3.1): the well-known prefix, then the resource's path. */
export const OAUTH_RESOURCE_METADATA_PATH = `/.well-known/oauth-protected-resource${MCP_RESOURCE_PATH}`;
