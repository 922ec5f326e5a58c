/** Reads a required setting from the environment, failing loudly when a deployment forgot it. */
export function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function optionalSetting(name: string): string | undefined {
  return process.env[name] || undefined;
}
