/** The sign-in screen is the home page: the router imports it statically so it ships in the entry chunk. */
export { default as SignInPage } from './components/SignInPage';
