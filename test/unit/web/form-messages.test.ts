import * as z from 'zod/mini';
import '../../../web/src/lib/config/form-messages';

describe('the forms’ built-in zod messages', () => {
  it('read in Turkish, as the server answers the same rule', () => {
    const result = z.string().check(z.maxLength(3)).safeParse('dört');
    expect(result.error?.issues[0]?.message).toMatch(/^Çok büyük/);
  });
});
