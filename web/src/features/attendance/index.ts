/**
 * The attendance feature's public entry: the details page's Katılım tab, and the reliability score as other
 * features show it (the host's request list, the profile dialog).
 */
export { attendanceTab } from './components/AttendanceTab';
export { ReliabilityOf, ReliabilityText } from './components/Reliability';
