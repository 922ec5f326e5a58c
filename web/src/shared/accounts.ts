/** Account contracts shared with the server: one declaration, two consumers. */
export { firstNameOf, DEFAULT_FIRST_NAME } from '../../../functions/domain/accounts/greeting';
export { PASSWORD_MIN_LENGTH } from '../../../functions/domain/accounts/password';
export type { Me } from '../../../functions/domain/accounts/me';
