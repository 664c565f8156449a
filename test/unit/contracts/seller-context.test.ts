import { App } from 'aws-cdk-lib';
import { localSeller } from '../../../bin/local/config';
import { sellerFromContext } from '../../../lib/seller';

const nodeWith = (seller: unknown) => new App({ context: seller === undefined ? {} : { seller } }).node;
const { fictional: _example, ...realSeller } = localSeller;

describe('the seller from CDK context', () => {
  it('takes an object, as cdk.json holds it', () => {
    expect(sellerFromContext(nodeWith(realSeller), 'live')).toEqual(realSeller);
  });

  it('takes JSON, as -c seller=... passes it', () => {
    expect(sellerFromContext(nodeWith(JSON.stringify(realSeller)), 'sandbox')).toEqual(realSeller);
  });

  it('fails the synth naming the field that is wrong', () => {
    expect(() => sellerFromContext(nodeWith({ ...realSeller, mersisNumber: '12' }), 'sandbox')).toThrow(
      'Context "seller" is not valid: mersisNumber: MERSİS numarası 16 haneli olmalı.',
    );
  });

  it('fails the synth without a seller', () => {
    expect(() => sellerFromContext(nodeWith(undefined), 'sandbox')).toThrow('Context "seller" is required');
  });

  it('takes the fictional example for the sandbox but refuses it for real payments', () => {
    expect(sellerFromContext(nodeWith(localSeller), 'sandbox').fictional).toBe(true);
    expect(() => sellerFromContext(nodeWith(localSeller), 'live')).toThrow(
      'fictional example while iyzico is live',
    );
  });
});
