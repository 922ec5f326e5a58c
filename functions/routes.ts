import type { ZodType } from 'zod';
import type { Capability, Role } from './capabilities';
import { meSchema } from './domain/accounts/me';
import { leadInputSchema, leadSchema } from './domain/leads/lead';
import { pageOf, pageQuerySchema } from './domain/paging';

/**
 * The route table: every HTTP route, declared once. CDK builds API routes, authorizers and
 * functions from it; the local gateway routes from it; the access-matrix test walks it; the
 * OpenAPI document is generated from it.
 */

/** 'public': anyone. 'user': any signed-in user. 'owner': signed in, and the handler limits data to
 * what the caller owns. A role list: signed in and holding at least one of those roles. */
export type Access = 'public' | 'user' | 'owner' | readonly Role[];
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFunctionDef {
  entry: string;
  description: string;
  needs: readonly Capability[];
  timeoutSeconds?: number;
}

/** One Lambda function per API resource; its routes share it. */
export const apiFunctions = {
  leads: {
    entry: 'functions/api/leads.ts',
    description: 'Lead capture from the landing page',
    needs: ['table.write', 'bus.publish'],
  },
  me: {
    entry: 'functions/api/me.ts',
    description: "The signed-in user's profile, roles and credits",
    needs: ['table.read'],
  },
  meta: {
    entry: 'functions/api/meta.ts',
    description: 'API description (OpenAPI) and health',
    needs: [],
  },
} as const satisfies Record<string, ApiFunctionDef>;

export type ApiFunctionName = keyof typeof apiFunctions;

export interface RouteDef {
  id: string;
  fn: ApiFunctionName;
  method: Method;
  path: string;
  access: Access;
  summary: string;
  request?: ZodType;
  /** The query string, parsed like the body (strings in, typed values out). */
  query?: ZodType;
  response?: ZodType;
  /** Status of a successful answer, for the API description. */
  status?: number;
}

export const routes = [
  {
    id: 'createLead',
    fn: 'leads',
    method: 'POST',
    path: '/api/leads',
    access: 'public',
    summary: 'Capture a lead from the landing page form',
    request: leadInputSchema,
    response: leadSchema,
    status: 201,
  },
  {
    id: 'listLeads',
    fn: 'leads',
    method: 'GET',
    path: '/api/leads',
    access: ['admin'],
    summary: 'Leads, newest first, a page at a time (admin CRM)',
    query: pageQuerySchema,
    response: pageOf(leadSchema),
  },
  {
    id: 'getMe',
    fn: 'me',
    method: 'GET',
    path: '/api/me',
    access: 'user',
    summary: "The caller's profile, roles (from the token's groups) and credits",
    response: meSchema,
  },
  {
    id: 'getOpenApi',
    fn: 'meta',
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This API, described as OpenAPI 3.1',
  },
  {
    id: 'getHealth',
    fn: 'meta',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness check',
  },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routes)[number]['id'];

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>) => `${route.method} ${route.path}`;

export function routeById(id: string): RouteDef {
  const route = (routes as readonly RouteDef[]).find((r) => r.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return route;
}

export function routesOf(fn: ApiFunctionName): RouteDef[] {
  return (routes as readonly RouteDef[]).filter((r) => r.fn === fn);
}

/** Matches a concrete path against a template such as /api/scripts/{id}; returns the path parameters. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith('{') && w.endsWith('}')) {
      if (!g) return null;
      params[w.slice(1, -1)] = decodeURIComponent(g);
    } else if (w !== g) return null;
  }
  return params;
}

export function findRoute(method: string, path: string): { route: RouteDef; params: Record<string, string> } | null {
  for (const route of routes as readonly RouteDef[]) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}
