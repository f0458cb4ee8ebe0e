// Builds the OpenAPI 3.1 document from the route registry: the same zod schemas the routes validate
// with and the tools answer with, so the document cannot drift from the code.
import { z } from 'zod';
import { API_KEY_HEADER } from './api-key.ts';
import { ErrorBodySchema } from './errors.ts';
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

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operation(doc: RouteDoc) {
  const response = doc.response ?? doc.tool?.output;
  const media = doc.responseType ?? 'application/json';
  const example = doc.example?.params || doc.example?.query ? doc.example : undefined;
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
      '200': {
        description: doc.tool ? `${doc.tool.description}` : 'Success',
        content: { [media]: response ? { schema: jsonSchema(response, 'output') } : {} },
      },
      ...(doc.params || doc.query || doc.body
        ? { '400': errorResponse('Invalid input: the body names each wrong field') }
        : {}),
      ...(doc.public
        ? {}
        : doc.admin
          ? {
              '401': errorResponse('Missing or wrong admin token'),
              '404': errorResponse('The admin API is switched off (no ADMIN_TOKEN configured)'),
            }
          : { '401': errorResponse(`Missing or unknown ${API_KEY_HEADER} header`) }),
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
