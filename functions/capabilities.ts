/**
 * What a function may touch. CDK turns each into the narrowest IAM grant; the route table and the
 * event catalog name them per function, so least privilege is declared next to the code that needs it.
 */
export type Capability =
  | 'table.read'
  | 'table.write'
  | 'bus.publish'
  | 'mail.send'
  | 'media.read'
  | 'media.write'
  | 'users.admin'
  | 'ai.invoke';

export type Role = 'admin' | 'instructor' | 'student';
export const ROLES: readonly Role[] = ['admin', 'instructor', 'student'];
