import { kdvRatePercent, kdvSplit } from '../../../lambdas/contracts/kdv';
import { tokenPackages } from '../../../lambdas/contracts/tokens';

describe('kdvSplit', () => {
  it('takes the general rate of 20 percent when no rate is given', () => {
    expect(kdvRatePercent).toBe(20);
    expect(kdvSplit('12.00')).toEqual({ total: '12.00', net: '10.00', kdv: '2.00', ratePercent: 20 });
  });

  it('rounds the net to the kuruş and leaves the KDV as the rest', () => {
    // 17.99 / 1.2 = 14.991666…
    expect(kdvSplit('17.99')).toMatchObject({ net: '14.99', kdv: '3.00' });
  });

  it('rounds a net of exactly half a kuruş up', () => {
    // 0.09 / 1.2 = 0.075
    expect(kdvSplit('0.09')).toMatchObject({ net: '0.08', kdv: '0.01' });
  });

  it('makes the net and the KDV add up to the total for every price from 0.01 to 200.00', () => {
    for (let kurus = 1; kurus <= 20000; kurus += 1) {
      const total = `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;
      const { net, kdv } = kdvSplit(total);
      const netKurus = Math.round(Number(net) * 100);
      expect(netKurus + Math.round(Number(kdv) * 100)).toBe(kurus);
      // The net is the nearest kuruş to total / 1.2: within half a kuruş, which is 0.6 kuruş of total.
      expect(Math.abs(netKurus * 120 - kurus * 100)).toBeLessThanOrEqual(60);
    }
  });

  it('splits every package of the catalogue so the parts add up to its price', () => {
    for (const tokenPackage of tokenPackages) {
      const { net, kdv } = kdvSplit(tokenPackage.price);
      expect((Number(net) + Number(kdv)).toFixed(2)).toBe(tokenPackage.price);
    }
  });

  it('takes a whole amount without decimals', () => {
    expect(kdvSplit('120')).toMatchObject({ total: '120.00', net: '100.00', kdv: '20.00' });
  });

  it('refuses something that is not an amount', () => {
    expect(() => kdvSplit('-1.00')).toThrow('not an amount');
    expect(() => kdvSplit('1.234')).toThrow('not an amount');
  });
});
