/**
 * The moderation feature's public entry: the header's link to the console (a moderator's only) and the account
 * settings' sanctions section. The console itself (./console.tsx) is a lazy chunk the router's moderator check
 * (app/ModerationGate.tsx) loads for moderators only.
 */
export { ModerationLinkSlot } from './lazy';
export { SanctionsSection } from './components/MySanctions';
