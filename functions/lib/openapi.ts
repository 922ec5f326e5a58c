import * as z from 'zod';
import type { RouteDef } from '../routes';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

const errorResponse = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    },
  },
});

function operation(route: RouteDef) {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const responses: Record<string, unknown> = {
    [String(route.status ?? 200)]: {
      description: 'Success',
      ...(route.response && { content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } }),
    },
    '500': errorResponse('Unexpected failure'),
  };
  if (route.request) responses['400'] = errorResponse('Invalid input; the message says what to fix');
  if (route.access !== 'public') {
    responses['401'] = errorResponse('No session');
    responses['403'] = errorResponse('Not allowed for this role or not the owner');
  }
  return {
    operationId: route.id,
    summary: route.summary,
    ...(params.length && { parameters: params }),
    ...(route.request && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.request, 'input') } } },
    }),
    ...(route.access !== 'public' && { security: [{ cognito: [] }] }),
    'x-greenroom-access': route.access,
    responses,
  };
}

/** The OpenAPI 3.1 description of the API, generated from the route table. */
export function openApiDocument(routes: readonly RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Greenroom API', version: '1.0.0' },
    components: {
      securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (Cognito ID token)' } },
    },
    paths,
  };
}
