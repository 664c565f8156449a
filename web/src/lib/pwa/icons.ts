/**
 * The installed app's pictures (web/public/icons/, drawn by bin/build-app-icons.ts): the manifest lists the first
 * three, index.html links the iPhone's icon and the favicon, and the service worker shows the 192 px icon and the
 * badge with a notification.
 */
export const appIcons = {
  icon192: { path: '/icons/icon-192.png', size: 192 },
  icon512: { path: '/icons/icon-512.png', size: 512 },
  /** the whole square is the picture; a launcher cuts it to its own shape (its safe zone: a centred 80% circle) */
  maskable512: { path: '/icons/icon-maskable-512.png', size: 512 },
  appleTouch: { path: '/icons/apple-touch-icon.png', size: 180 },
  favicon: { path: '/icons/favicon-48.png', size: 48 },
  /** white on transparent: the phone's status bar draws it in one colour */
  badge: { path: '/icons/badge-96.png', size: 96 },
} as const;

export type AppIcon = keyof typeof appIcons;
