/** The events feature's public entry: its pages (lazy in the router) and the create-event launcher. */
export {
  CreateEventProvider,
  FloatingCreateButton,
  ResumeCreateEvent,
  useCreateEvent,
} from './components/CreateEventProvider';
export { preloadDashboard, preloadMyEvents, useMyEvents } from './api';
