// Hono environment shared by the sub-apps: what each request can reach.
import type { ToolContext } from '../tools/tool.ts';

export type AppEnv = { Variables: { tools: ToolContext; apiKey: string } };
