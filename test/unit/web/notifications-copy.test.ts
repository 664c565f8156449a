import { notificationTypes } from '../../../lambdas/contracts/notifications';
import { notificationsCopy } from '../../../web/src/copy/notifications';

describe('the bell’s words', () => {
  it('say the unread count to screen readers, and that there is none', () => {
    expect(notificationsCopy.bell.label(3)).toBe('Bildirimler, 3 okunmamış bildirim');
    expect(notificationsCopy.bell.label(0)).toBe('Bildirimler, okunmamış bildirim yok');
  });

  it('keep the badge round past 99', () => {
    expect(notificationsCopy.bell.badge(7)).toBe('7');
    expect(notificationsCopy.bell.badge(120)).toBe('99+');
  });

  it('name every kind of notification in the settings', () => {
    expect(Object.keys(notificationsCopy.kinds).sort()).toEqual([...notificationTypes].sort());
  });
});
