/** The Earn Tokens tab: the rewards feature's panel (rules, progress, invite link, what was earned). */
export { EarnTokensPanel as EarnTokens } from '../../rewards';
