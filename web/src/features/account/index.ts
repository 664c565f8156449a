/**
 * The account feature's public entry: the settings page is a lazy route of the router; other
 * features need only the calls.
 */
export { deleteAccount, fetchAccountExport } from './api';
