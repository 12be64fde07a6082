import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { mcpRoutes } from './mcp.routes.js';
import type { McpToolDeps } from './mcp.tools.js';

/**
 * The MCP server for AI agents (docs/product.md#mcp). It owns no tables: its tools call the
 * other modules' services, as their routes do.
 */
export function mcpModule({ config }: ModuleDeps, deps: McpToolDeps): ServerModule {
  return {
    name: 'mcp',
    routes: mcpRoutes({ ...deps, version: config.version, publicUrl: config.publicUrl }),
  };
}
