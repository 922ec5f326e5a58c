import { afterEach, describe, expect, it } from 'vitest';
import { defaultProvider } from '../../functions/adapters/lambda-credentials';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('Lambda credentials (the bundles’ stand-in for the SDK credential chain)', () => {
  it('reads the role credentials Lambda puts in the environment', async () => {
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' });
    await expect(defaultProvider()()).resolves.toMatchObject({ accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' });
  });

  it('fails clearly when the environment has none', async () => {
    delete process.env.AWS_ACCESS_KEY_ID;
    delete process.env.AWS_SECRET_ACCESS_KEY;
    await expect(defaultProvider()()).rejects.toThrow();
  });
});
