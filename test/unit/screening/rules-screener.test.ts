import { rulesScreener, rulesVerdict } from '../../../lambdas/screening/rules-screener';
import { wordsOf } from '../../../lambdas/screening/text-normalisation';

const folded = (message: string) => wordsOf(message).candidates.map((word) => word.folded);

describe('text normalisation', () => {
  it('lowercases with Turkish rules and folds Turkish letters', () => {
    expect(folded('IŞIK Çağlar ÖZGÜR İstanbul')).toEqual(['isik', 'caglar', 'ozgur', 'istanbul']);
  });

  it('reads leetspeak inside words but leaves numbers and a closing exclamation mark alone', () => {
    expect(folded('0r0$pu s1kt1r 2024 merhaba!')).toEqual(['orospu', 'siktir', 'merhaba']);
  });

  it('collapses stretched letters', () => {
    expect(folded('siiiiiktirrr')).toEqual(['siktir']);
  });

  it('joins letters spaced or dotted apart', () => {
    expect(folded('a.m.k')).toContain('amk');
    expect(folded('s i k t i r git')).toContain('siktir');
  });
});

describe('the rules screener', () => {
  it.each([
    'Merhaba! Ben de basketbol oynamayı çok seviyorum, katılabilir miyim?',
    'Selam, katılabilir miyim?',
    'Bugün çok sıkıldım, biraz sıkıntılıyım ama akşama gelirim',
    'sikinti yok, gelirim',
    'Etkinlik 12.05.2025 18:30 da mı başlıyor?',
    'Fagot çalıyorum, müzik etkinliğine bayılırım',
    'Arabamla gelirim, 3 kişilik yer var',
    'Merhabaaaa!!! Çok heyecanlıyım 😍😍😍',
    'aptal gibi güldüm dünkü maçta',
    'Kürtçe ve Arapça da biliyorum',
    'got it, see you there!',
    'Hi! I play tennis every weekend, can I join?',
    'Götürürüm seni arabayla, sorun değil',
    'Seksen yaşındaki dedemle gelebilir miyim?',
    'Instagram hesabımdan etkinliği gördüm, çok güzel',
    "Instagram'da yazdığın gönderiyi okudum, katılmak isterim",
  ])('approves %p', async (message) => {
    expect(await rulesScreener.screen(message)).toEqual({
      outcome: 'approved',
      category: null,
      reason: null,
    });
  });

  it.each([
    ['a Turkish and English insult storm', 'Siktir git aptal orospu çocuğu, fuck you idiot'],
    ['an insult spelled in leetspeak', '0r0spu'],
    ['an insult without diacritics', 'amina koyim'],
    ['an insult in capitals', 'SİKTİR'],
    ['an insult with stretched letters', 'siiiiiktir'],
    ['an insult with a masked letter', 'f*ck you'],
    ['an abbreviation dotted apart', 'a.m.k bu ne'],
    ['an insult spaced apart', 's i k t i r git'],
    ['a curse on the mother', 'Ananı sikeyim'],
    ['a threat', 'seni öldürürüm'],
    ['a mild insult said to the reader', 'sen tam bir salaksın'],
    ['two mild insults', 'stupid loser'],
  ])('rejects %s as harassment', (_case, message) => {
    expect(rulesVerdict(message)).toMatchObject({ outcome: 'rejected', category: 'harassment' });
  });

  it.each([
    ['a slur', 'ibneler gelmesin'],
    ['an English slur', 'no faggots allowed'],
    ['hostility towards a group', 'pis suriyeliler gelmesin'],
  ])('rejects %s as hate', (_case, message) => {
    expect(rulesVerdict(message)).toMatchObject({ outcome: 'rejected', category: 'hate' });
  });

  it('rejects sexual solicitation as sexual', () => {
    expect(rulesVerdict('seks yapalım mı')).toMatchObject({ outcome: 'rejected', category: 'sexual' });
  });

  it.each([
    ['a phone number', 'Numaram 0532 123 45 67, yaz bana'],
    ['a phone number in one piece', 'beni ara 05321234567'],
    ['an e-mail address', 'Mail at: ali.veli@gmail.com'],
    ['a request for a phone number', 'numaranı verir misin'],
    ['a move to WhatsApp', 'wpden yazar mısın'],
    ['a move to Instagram', 'instagram hesabını at'],
    ['an English request for a number', 'give me your number'],
  ])('rejects %s as personal data', (_case, message) => {
    expect(rulesVerdict(message)).toMatchObject({ outcome: 'rejected', category: 'personal_data' });
  });

  it.each([
    ['an IBAN', 'Ücreti şuraya yatır: TR12 0006 1005 1978 6457 8413 26'],
    ['Papara', 'papara ile ödeyebilirim'],
    ['a money transfer', 'önce para gönder sonra gelirim'],
    ['an English money request', 'send me money on paypal'],
  ])('rejects %s as scam', (_case, message) => {
    expect(rulesVerdict(message)).toMatchObject({ outcome: 'rejected', category: 'scam' });
  });

  it.each([
    ['a link', 'www.kazan.com adresine bak'],
    ['a bare domain', 'bedava oyun için kazan.xyz'],
    ['one character repeated', 'aaaaaaaaaaaaaaaaaa'],
    ['punctuation repeated', 'katılayım mı!!!!!!!!!!!!'],
    ['a few letters repeated', 'asdasdasdasdasdasdasdasdasdasd'],
    ['one word repeated', 'katıl katıl katıl katıl katıl katıl'],
  ])('rejects %s as spam', (_case, message) => {
    expect(rulesVerdict(message)).toMatchObject({ outcome: 'rejected', category: 'spam' });
  });

  it('names the most serious finding when a message breaks several rules', () => {
    expect(rulesVerdict('orospu çocuğu, numaram 0532 123 45 67').category).toBe('harassment');
  });

  it('lets one mild word pass when it is not said to anyone', () => {
    expect(rulesVerdict('mal gibi yoruldum bugün').outcome).toBe('approved');
  });

  it('answers as "rules" and gives a reason for each rejection', async () => {
    expect(rulesScreener.name).toBe('rules');
    expect((await rulesScreener.screen('orospu')).reason).toBe('Insults, profanity or a threat.');
  });
});
