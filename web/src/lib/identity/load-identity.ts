/** The identity module as a lazy chunk (aws-amplify is the biggest thing the SPA loads). */
export const loadIdentity = () => import('./identity');
