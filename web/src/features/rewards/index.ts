/** The rewards feature's public entry: the Earn Tokens tab, shown on the Tokens page. */
export { EarnTokensPanel } from './components/EarnTokensPanel';
