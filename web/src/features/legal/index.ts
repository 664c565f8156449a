/** The legal feature's public entry: the frame of a public page of text (terms, privacy, community rules, notices). */
export { ContactSection, LegalFrame } from './LegalPage';
export { PrivacyNotice } from './PrivacyNotice';
