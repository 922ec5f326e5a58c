import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../functions/capabilities';
import { parseGroups } from '../../functions/lib/principal';
import { routes, type RouteDef } from '../../functions/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/demo';
import { newUser, signIn, type Session } from '../support/auth';
import { api, uniqueEmail } from '../support/cloud';

/**
 * The access matrix: every route in the route table, called anonymously and as a student, an
 * instructor and an admin (real Cognito tokens), must answer as its access declaration says. A new
 * route is covered the day it is declared; the fixture maps below must grow with it or this fails.
 */
const ROUTES = routes as readonly RouteDef[];

/** A minimal valid body for each route that declares a request schema (checked against the schema). */
const requestBodies: Record<string, () => unknown> = {
  createLead: () => ({ name: 'Matrix Visitor', email: uniqueEmail('matrix') }),
};

/**
 * For each 'owner' route: make a resource as `owner` and return the concrete path that reaches it.
 * Another student must then get 403 or 404 there, never the resource.
 */
type OwnerFixture = (owner: Session) => Promise<string>;
const ownerFixtures: Record<string, OwnerFixture> = {};

const PLACEHOLDER = 'matrix-placeholder';
const placeholderPath = (route: RouteDef) => route.path.replace(/\{[^}/]+\}/g, PLACEHOLDER);

const call = (route: RouteDef, path: string, session?: Session) =>
  api(path, { method: route.method, token: session?.idToken, json: requestBodies[route.id]?.() });

const deniedFor = (route: RouteDef, roles: readonly Role[]) => Array.isArray(route.access) && !route.access.some((role) => roles.includes(role));

/** The seeded demo account that stands for each role (the admin and the instructor are students too). */
const personaAccount = (role: Role) => DEMO_ACCOUNTS.find((account) => account.roles[0] === role)!;
const personas = new Map<Role, Session>();

beforeAll(async () => {
  for (const role of ROLES) personas.set(role, await signIn(personaAccount(role).email, DEMO_PASSWORD, 'direct'));
});

describe('the fixture maps keep up with the route table', () => {
  it('has a schema-valid body for every route with a request schema, and none for others', () => {
    for (const route of ROUTES) {
      if (!route.request) {
        expect(requestBodies, `${route.id} takes no body`).not.toHaveProperty(route.id);
        continue;
      }
      expect(requestBodies, `${route.id} needs a body in requestBodies`).toHaveProperty(route.id);
      const parsed = route.request.safeParse(requestBodies[route.id]!());
      expect(parsed.success, `the requestBodies entry for ${route.id} must satisfy its schema: ${parsed.error?.message}`).toBe(true);
    }
    for (const id of Object.keys(requestBodies)) expect(ROUTES.map((route) => route.id), `unknown route ${id}`).toContain(id);
  });

  it("has an ownership fixture for every 'owner' route, and none for others", () => {
    const ownerRoutes = ROUTES.filter((route) => route.access === 'owner').map((route) => route.id);
    expect(Object.keys(ownerFixtures).sort()).toEqual(ownerRoutes.sort());
  });

  it("carries each persona's roles in their token's groups, as the matrix assumes", () => {
    for (const role of ROLES) {
      const groups = parseGroups(personas.get(role)!.claims['cognito:groups'] as string[] | undefined);
      expect([...groups].sort()).toEqual([...personaAccount(role).roles].sort());
    }
  });
});

describe.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
  const path = placeholderPath(route);
  const access = Array.isArray(route.access) ? route.access.join('|') : route.access;

  it(`anonymous: ${route.access === 'public' ? 'served' : '401'} (access ${access})`, async () => {
    const { status } = await call(route, path);
    if (route.access === 'public') {
      expect(status).not.toBe(401);
      expect(status).not.toBe(403);
      expect(status).toBeLessThan(500);
    } else expect(status).toBe(401);
  });

  const cases = ROLES.map((role) => {
    const denied = deniedFor(route, personaAccount(role).roles);
    return [`${role}: ${denied ? '403' : 'served'}`, role, denied] as const;
  });
  it.each(cases)(`%s (access ${access})`, async (_title, role, denied) => {
    const { status } = await call(route, path, personas.get(role));
    if (denied) expect(status).toBe(403);
    else {
      expect([401, 403]).not.toContain(status);
      expect(status).toBeLessThan(500);
    }
  });
});

const ownerRoutes = ROUTES.filter((route) => route.access === 'owner' && ownerFixtures[route.id]);
if (ownerRoutes.length) {
  describe("'owner' routes: only the owner reaches the resource", () => {
    let owner: Session;
    beforeAll(async () => {
      owner = await newUser({ fullName: 'Matrix Owner' });
    });

    it.each(ownerRoutes.map((route) => [route.id, route] as const))('%s', async (_id, route) => {
      const path = await ownerFixtures[route.id]!(owner);
      // The stranger goes first, so a mutating route still finds the resource for its owner.
      const stranger = await call(route, path, personas.get('student'));
      expect([403, 404]).toContain(stranger.status);
      expect(Object.keys(stranger.body ?? {}).filter((key) => key !== 'message' && key !== 'issues')).toEqual([]);

      const own = await call(route, path, owner);
      expect(own.status).toBeGreaterThanOrEqual(200);
      expect(own.status).toBeLessThan(300);
    });
  });
}
