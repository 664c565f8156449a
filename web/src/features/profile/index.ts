/**
 * The profile feature's public entry: the caller's profile, for the shell and other features, and the lists of a
 * profile (activity, statistics, interests) that another user's profile dialog shows too, and the birth-date step an
 * adult's action goes through (a join request, a hosted event, a purchase).
 */
export { preloadProfile, profilePath, useProfile } from './api';
export { useBirthDateStep, type BirthDateStep } from './birth-date-step';
export { ActivityList } from './components/ActivityList';
export { InterestList, StatisticsList } from './components/ProfileFacts';
