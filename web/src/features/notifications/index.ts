/** The notification centre's public entry: the header's bell slot and the settings section. */
export { NotificationBellSlot } from './lazy';
export { NotificationSettingsSection } from './components/NotificationSettingsSection';
