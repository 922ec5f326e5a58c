/** The pool's password policy, read by the pool definition, the local Cognito twin and the sign-up form. */
export const PASSWORD_MIN_LENGTH = 6;
