// Hono environment shared by the sub-apps: what each request can reach.
import type { ToolContext } from '../tools/tool.ts';

export type AppEnv = {
  // requestId: set for every request by the access log (server/http/access-log.ts)
  Variables: {
    tools: ToolContext;
    apiKey: string;
    requestId: string;
    /** The caller is one of the maker's old apps (LEGACY_API_KEYS, or a base only they call). */
    legacyClient?: boolean;
  };
};
