/**
 * The calendar feature's public entry: "Takvime ekle" for the event details page, and the calendar feed's section
 * for the account settings page (both screens are lazy routes already).
 */
export { AddToCalendar } from './components/AddToCalendar';
export { CalendarFeedSettings } from './components/CalendarFeedSettings';
