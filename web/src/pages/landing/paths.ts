/** Sign-up entry points on the landing page: the auth page, opened on its Sign Up tab. */
export const SIGN_UP_PATH = '/auth?tab=sign-up';
