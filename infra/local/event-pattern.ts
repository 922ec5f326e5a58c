/**
 * EventBridge event-pattern matching, for the local bus. Covers what the catalog's rules use and the
 * common operators: exact values, prefix, suffix, anything-but, exists, numeric, nested objects.
 */
type Pattern = { [key: string]: Pattern | readonly unknown[] };

function matchesValue(rule: unknown, value: unknown, present: boolean): boolean {
  if (rule === null || typeof rule !== 'object') return present && value === rule;
  const op = rule as Record<string, unknown>;
  if ('exists' in op) return op.exists === present;
  if (!present) return false;
  if ('prefix' in op) return typeof value === 'string' && value.startsWith(String(op.prefix));
  if ('suffix' in op) return typeof value === 'string' && value.endsWith(String(op.suffix));
  if ('anything-but' in op) {
    const banned = op['anything-but'];
    return !(Array.isArray(banned) ? banned : [banned]).includes(value);
  }
  if ('numeric' in op) {
    const conditions = op.numeric as unknown[];
    if (typeof value !== 'number') return false;
    for (let i = 0; i < conditions.length; i += 2) {
      const bound = conditions[i + 1] as number;
      const ok = { '<': value < bound, '<=': value <= bound, '=': value === bound, '>': value > bound, '>=': value >= bound }[
        conditions[i] as '<'
      ];
      if (!ok) return false;
    }
    return true;
  }
  return false;
}

function matchesField(rules: readonly unknown[], value: unknown, present: boolean): boolean {
  const values = Array.isArray(value) ? value : [value];
  return rules.some((rule) => values.some((v) => matchesValue(rule, v, present)));
}

export function matchesPattern(pattern: Pattern, event: Record<string, unknown>): boolean {
  return Object.entries(pattern).every(([key, rule]) => {
    const present = Object.hasOwn(event, key);
    const value = event[key];
    if (Array.isArray(rule)) return matchesField(rule, value, present);
    return present && typeof value === 'object' && value !== null && matchesPattern(rule as Pattern, value as Record<string, unknown>);
  });
}
