/** Maps the values of a record whose keys are a known string union, keeping the keys' type. */
export function mapRecord<K extends string, V, R>(record: Record<K, V>, fn: (value: V, key: K) => R): Record<K, R> {
  return Object.fromEntries(Object.entries<V>(record).map(([key, value]) => [key, fn(value, key as K)])) as Record<K, R>;
}
