// Builds the OpenAPI 3.1 document from the route registry: the same zod schemas the routes validate
// with and the tools answer with, so the document cannot drift from the code.
import { z } from 'zod';
import { API_KEY_HEADER } from './api-key.ts';
import { bodyLimitFor } from './body-limits.ts';
import { ERROR_STATUS, ErrorBodySchema, type ErrorCode } from './errors.ts';
import type { RouteDoc } from './route-doc.ts';

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, { description, ...s }]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(description ? { description } : {}),
    schema: s,
  }));
}

/** What each error code means, as the document says it. */
const ERROR_MEANING: Record<ErrorCode, string> = {
  bad_request: 'invalid input: the body names each wrong field',
  unauthorized: `missing or unknown ${API_KEY_HEADER} header`,
  forbidden: 'not accepted from another web site',
  not_found: 'no such item',
  session_not_found: 'no calculator session has this id: start again',
  session_expired: 'the session has expired: start again',
  payload_too_large: 'the request body is too large',
  rate_limited: 'too many requests from this client: try again later',
  email_failed: 'the mail server refused the email or could not be reached',
  database_unavailable: 'the database is away (restart, failover): retry after Retry-After',
  overloaded: 'too many requests waiting: retry after Retry-After',
  warming: 'the service has just started and is still loading its catalog indexes: retry after Retry-After',
  internal: 'something went wrong on our side',
};

function bodyLimit(doc: RouteDoc): number {
  return bodyLimitFor(doc.method.toUpperCase(), `/api${doc.path}`);
}

/**
 * Every error a route can answer: the shared middlewares' (from what the route is, the facts app.ts
 * mounts them by) and the route's own (`errors`). The document is built from this, not from lists.
 */
export function routeErrors(doc: RouteDoc): Set<ErrorCode> {
  const codes = new Set<ErrorCode>(doc.errors ?? []);
  const hasBody = doc.method !== 'get'; // requestBodyLimits reads no GET body
  if (doc.params || doc.query || hasBody) codes.add('bad_request'); // validate(), the JSON depth check
  if (!doc.public) codes.add('unauthorized'); // requireApiKey or requireAdminToken
  if (doc.admin) {
    codes.add('not_found'); // the admin API is switched off without ADMIN_TOKEN
    codes.add('rate_limited'); // too many wrong admin tokens
  }
  if (hasBody) codes.add('payload_too_large'); // requestBodyLimits
  if (!doc.public && !doc.admin) codes.add('overloaded'); // the request queue after the key check
  if (!doc.offline) codes.add('database_unavailable');
  // any route reaching the catalog may need an index still being built after a start
  if (!doc.offline) codes.add('warming');
  codes.add('internal');
  return codes;
}

function errorResponses(doc: RouteDoc) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrors(doc)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const sorted = [...byStatus].sort(([a], [b]) => a - b);
  return Object.fromEntries(
    sorted.map(([status, codes]) => {
      const meaning = (code: ErrorCode) =>
        code === 'payload_too_large'
          ? `${ERROR_MEANING[code]} (at most ${bodyLimit(doc)} bytes)`
          : code === 'unauthorized' && doc.admin
            ? 'missing or wrong admin token'
            : code === 'not_found' && doc.admin
              ? `${doc.errors?.includes('not_found') ? 'no such item, or ' : ''}the admin API is switched off (no ADMIN_TOKEN configured)`
              : ERROR_MEANING[code];
      return [
        String(status),
        {
          description: codes.map((code) => `${code}: ${meaning(code)}`).join('; '),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ];
    }),
  );
}

function operation(doc: RouteDoc) {
  const response = doc.response ?? doc.tool?.output;
  const media = doc.responseType ?? 'application/json';
  const example =
    doc.example?.params || doc.example?.query || doc.example?.body !== undefined ? doc.example : undefined;
  return {
    operationId:
      doc.tool?.name ??
      `${doc.method}${doc.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c = '') => c.toUpperCase())}`,
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.deprecated ? { deprecated: true } : {}),
    ...(doc.public ? { security: [] } : doc.admin ? { security: [{ adminToken: [] }] } : {}),
    parameters: [...parameters(doc.params, 'path'), ...parameters(doc.query, 'query')],
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(doc.status ?? 200)]: {
        description: doc.tool ? `${doc.tool.description}` : 'Success',
        content: { [media]: response ? { schema: jsonSchema(response, 'output') } : {} },
      },
      ...Object.fromEntries(
        Object.entries(doc.answers ?? {}).map(([status, description]) => [
          status,
          { description, content: { 'application/json': {} } },
        ]),
      ),
      ...errorResponses(doc),
    },
    ...(example ? { 'x-example': example } : {}),
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

export function buildOpenApiDocument(docs: readonly RouteDoc[], version: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const doc of docs) {
    paths[`/api${doc.path}`] ??= {};
    (paths[`/api${doc.path}`] as Record<string, ReturnType<typeof operation>>)[doc.method] = operation(doc);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wheel-end parts finder API',
      version,
      description:
        'The parts catalog: hub assemblies, brake drums and rotors, studs and kits, searched by any maker or ' +
        `competitor number or by filters. Every call except the public ones needs the ${API_KEY_HEADER} ` +
        'header. Answers carry Status "OK" or "ZERO_RESULTS" (an empty result is not an error); errors ' +
        'carry Status "ERROR" and say what was wrong.',
    },
    servers: [{ url: '/' }],
    security: [{ subscriptionKey: [] }],
    tags: [...new Set(docs.map((d) => d.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        subscriptionKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        adminToken: { type: 'http', scheme: 'bearer', description: 'The ADMIN_TOKEN of the server' },
      },
      schemas: { Error: jsonSchema(ErrorBodySchema, 'output') },
    },
  };
}
