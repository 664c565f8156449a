import { claimsStaff, foldLookAlikes, isReservedUsername } from '../../../lambdas/contracts/reserved-names';

describe('folding look-alikes', () => {
  it.each([
    ['adm.1n', 'admin'],
    ['r00t', 'root'],
    ['supp0rt', 'support'],
    ['SquadSupport', 'squadsupport'],
    ['$qu4d', 'squad'],
    ['D3ST3K', 'destek'],
    ['yönetıcı', 'yonetici'],
    ['İLETİŞİM', 'iietisim'],
    ['m0d3r4t0r', 'moderator'],
    ['аdmin', 'admin'],
    ['ａｄｍｉｎ', 'admin'],
    ['kadir2007', 'kadir'],
  ])('reads %s as %s', (name, folded) => {
    expect(foldLookAlikes(name)).toBe(folded);
  });
});

describe('reserved usernames', () => {
  it.each([
    'adm.1n',
    'r00t',
    'supp0rt',
    'SquadSupport',
    'squad_fan',
    'adminka',
    'destek_01',
    'Squad.Destek',
    'm0derat0r',
    'y0netici',
    'the_r00t',
    'admln',
    'help2',
    'info',
    'm0d_ali',
    'ModTeam',
    'a.p.i',
    'nu11',
  ])('refuses %s', (username) => {
    expect(isReservedUsername(username)).toBe(true);
  });

  // Short and everyday reserved words are refused only as words of their own, so these stay free.
  it.each([
    'ayse_1995',
    'ismail',
    'kadir',
    'ada',
    'kadir2007',
    'omer_2007',
    'deniz.yilmaz',
    'modern_ali',
    'steamfan',
    'resmiye',
    'bilgisayarci',
    'yardimsever',
    'kapici',
    'selin.k',
    'ilker_07',
    'teamwork',
  ])('takes %s, an ordinary name', (username) => {
    expect(isReservedUsername(username)).toBe(false);
  });
});

describe('display names that speak for Squad', () => {
  it.each(['Squad Destek', 'SQUAD', 'Destek Ekibi', 'Sistem Yöneticisi', 'Adm1n Mehmet', 'Moderatör Ayşe'])(
    'refuses %s',
    (name) => {
      expect(claimsStaff(name)).toBe(true);
    },
  );

  it.each(['Ayşe Yılmaz', 'İsmail Kılıç', 'Resmiye Bilgin', 'Ekip Lideri Ali', 'Kadir 2007', 'Işıl Öztürk'])(
    'takes %s',
    (name) => {
      expect(claimsStaff(name)).toBe(false);
    },
  );
});
