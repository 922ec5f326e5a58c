import { getAccount } from '../data/profiles';
import { describeMe } from '../domain/accounts/me';
import { apiHandler } from '../lib/api-handler';
import { unauthorized } from '../lib/errors';

export const handler = apiHandler('me', {
  async getMe({ principal }) {
    if (!principal) throw unauthorized();
    const { profile, credits } = await getAccount(principal.userId);
    return { status: 200, body: describeMe(principal, profile, credits) };
  },
});
