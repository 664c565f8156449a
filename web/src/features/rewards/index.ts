/**
 * The rewards feature's public entry: the Earn Tokens tab (shown on the Tokens page) and the invite code a new
 * user brings from the register link to the first sign-in.
 */
export { keepInviteCode, recordKeptInviteCode } from './api';
export { EarnTokensPanel } from './components/EarnTokensPanel';
