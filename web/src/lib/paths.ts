/** Every page path of the SPA (spec section 2): the router, links, redirects and navigations all read them here. */
import type { CommunityRule } from '@contracts/moderation';

export const paths = {
  home: '/',
  login: '/login',
  /** where an expired session lands (spec section 4) */
  authLogin: '/auth/login',
  loginVerified: '/login?verified=true',
  register: '/register',
  forgotPassword: '/forgot-password',
  verify: '/verify',
  googleCallback: '/googleAuth',
  terms: '/terms',
  privacy: '/privacy',
  /** an e-mail's one-click unsubscribe link (no sign-in): lambdas/contracts/email.ts writes it */
  unsubscribe: '/unsubscribe',
  /** the community guidelines (public); each rule is a fragment named by its key (`/topluluk-kurallari#safety`) */
  communityRules: '/topluluk-kurallari',
  contentNotice: '/icerik-bildir',
  /** the seller's details, the contracts' parties and how to reach them (public) */
  contact: '/iletisim',
  communityRule: (rule: CommunityRule) => `/topluluk-kurallari#${encodeURIComponent(rule)}`,
  /** the moderators' console, inside the signed-in layout; anyone else gets the not-found page there */
  moderation: {
    root: '/moderation',
    audit: '/moderation/denetim-kaydi',
    casePattern: '/moderation/:caseId',
    case: (caseId: string) => `/moderation/${encodeURIComponent(caseId)}`,
  },
  dashboard: {
    root: '/dashboard',
    physical: '/dashboard/physical',
    online: '/dashboard/online',
    profile: '/dashboard/profile',
    myEvents: '/dashboard/my-events',
    tokens: '/dashboard/tokens',
    settings: '/dashboard/settings',
    eventDetailsPattern: '/dashboard/eventDetails/:id',
    eventDetails: (id: string) => `/dashboard/eventDetails/${encodeURIComponent(id)}`,
    editEventPattern: '/dashboard/editEvent/:id',
    editEvent: (id: string) => `/dashboard/editEvent/${encodeURIComponent(id)}`,
  },
} as const;
