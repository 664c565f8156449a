/**
 * The profile feature's public entry: the caller's profile, for the shell and other features, and the lists of a
 * profile (activity, statistics, interests) that another user's profile dialog shows too.
 */
export { profilePath, useProfile } from './api';
export { ActivityList } from './components/ActivityList';
export { InterestList, StatisticsList } from './components/ProfileFacts';
