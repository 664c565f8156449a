/**
 * Copy of another user's profile dialog (spec section 2, Modals; section 5 for the report rules). The blocked users
 * list is on the account settings page (copy/account.ts). Tab names and report reasons are the spec's English (the reasons come
 * from the users contract); loading, failure and "coming soon" lines are Turkish like the shell's, and the server's
 * answers arrive in Turkish from the contract.
 */
export const usersCopy = {
  dialog: {
    title: 'Profile',
    loading: 'Profil yükleniyor...',
    loadFailed: 'Profil yüklenemedi.',
    retry: 'Tekrar dene',
    avatarAlt: (name: string) => `${name} profile picture`,
    noUsername: 'No username yet',
    memberSince: (date: string) => `Member since ${date}`,
    rating: (value: number) => `★ ${value.toFixed(1)} / 5`,
    ratingLabel: (value: number) => `Rating ${value.toFixed(1)} out of 5`,
    noRating: 'No ratings yet',
    itsYou: 'This is your public profile: how other people see you.',
    blockedNote: 'You blocked this user: they cannot ask to join your events or message you.',
  },
  tabs: {
    label: 'Profile sections',
    overview: 'Overview',
    activity: 'Activity',
    reviews: 'Reviews',
    badges: 'Badges',
  },
  overview: {
    about: 'About',
    noBio: 'No bio yet.',
    statistics: 'Statistics',
    interests: 'Interests',
    noInterests: 'No interests yet.',
  },
  activity: {
    empty: 'No activity yet.',
  },
  reviews: {
    empty: 'No reviews yet.',
    stars: (rating: number) => `${rating} out of 5 stars`,
  },
  badges: {
    empty: 'No badges earned yet.',
  },
  actions: {
    label: 'Profile actions',
    message: 'Message',
    addFriend: 'Add friend',
    friendSoon: 'Arkadaşlık özelliği yakında',
    report: 'Report',
    block: 'Block',
    unblock: 'Unblock',
    unblocking: 'Engel kaldırılıyor...',
    failed: 'İşlem tamamlanamadı. Tekrar dene.',
  },
  block: {
    confirmTitle: (name: string) => `Block ${name}?`,
    confirmBody:
      'They will not be able to ask to join your events, and you will no longer see their requests or messages. You can unblock them in Settings.',
    confirm: 'Yes, block',
    blocking: 'Engelleniyor...',
    cancel: 'Cancel',
  },
  report: {
    title: (name: string) => `Report ${name}`,
    reason: 'Reason',
    chooseReason: 'Choose a reason',
    text: 'What happened?',
    counter: (length: number, max: number) => `${length}/${max}`,
    send: 'Send report',
    sending: 'Gönderiliyor...',
    cancel: 'Cancel',
    failed: 'Bildirim gönderilemedi. Tekrar dene.',
  },
} as const;
