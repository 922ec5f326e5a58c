/**
 * The single table's key design, shared by the CDK data construct and the local bootstrap so the
 * two can never disagree.
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;
export const TABLE_INDEXES = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;
export const TTL_ATTRIBUTE = 'ttl';
export const COGNITO_GROUPS = ['admin', 'instructor', 'student'] as const;
