/**
 * The ratings feature's public entry: the details page's rating tab (declared here, listed by the events
 * feature) and a public profile's Reviews list (the users feature's Reviews tab).
 */
export { ratingsTab } from './components/RatingsTab';
export { ReviewsList } from './components/ReviewsList';
