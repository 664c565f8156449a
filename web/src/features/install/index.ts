/** The phone-app moment's public entry: the offer after a first join request or event, and the Home Screen guide. */
export { offerPhoneApp } from './offer';
export { HomeScreenGuide } from './components/HomeScreenGuide';
