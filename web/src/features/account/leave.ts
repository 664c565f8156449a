/**
 * How long a farewell toast stays on screen before the page is left for /login: leaving is a full page load (it
 * drops every cached answer of the old session), which would take the toast with it.
 */
export const leaveAfterToastMs = 1200;
