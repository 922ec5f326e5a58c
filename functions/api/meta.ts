import { apiHandler } from '../lib/api-handler';
import { openApiDocument } from '../lib/openapi';
import { routes } from '../routes';

const document = openApiDocument(routes);

export const handler = apiHandler('meta', {
  async getOpenApi() {
    return { status: 200, body: document, headers: { 'cache-control': 'public, max-age=300' } };
  },
  async getHealth() {
    return { status: 200, body: { status: 'ok' } };
  },
});
