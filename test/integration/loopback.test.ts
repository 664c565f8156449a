/**
 * Every service of the local stack listens on the IPv4 loopback only (bin/local/config.ts, `loopbackHost`;
 * DynamoDB Local through bin/local/LoopbackDynamoDbLocal.java): read from the kernel's own table of listening
 * sockets, so a service that also listens on another address (all interfaces, or IPv6) fails here.
 */
import { readFileSync } from 'node:fs';
import { stackInfo } from './support/stack-info';

/**
 * Listening TCP sockets: IPv4 addresses dotted, an IPv4 address mapped into an IPv6 socket (Java's) likewise, other
 * IPv6 addresses as the kernel's hex.
 */
function listeningSockets(): { address: string; port: number }[] {
  const listening = '0A';
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === listening)
      .map((fields) => {
        const [hexAddress, hexPort] = fields[1].split(':');
        const ipv4 = hexAddress.length === 8 ? hexAddress : hexAddress.match(/^0{16}FFFF0000(.{8})$/)?.[1];
        const address = ipv4
          ? (ipv4.match(/../g) ?? [])
              .reverse()
              .map((byte) => parseInt(byte, 16))
              .join('.')
          : hexAddress;
        return { address, port: parseInt(hexPort, 16) };
      }),
  );
}

const portOf = (url: string) => Number(new URL(url).port);

it('binds every local service, DynamoDB Local too, to 127.0.0.1 only', () => {
  const info = stackInfo();
  const services = {
    dynamodb: info.dynamodbEndpoint,
    api: info.apiUrl,
    cognito: info.cognitoEndpoint,
    s3: info.s3Endpoint,
    iyzico: info.iyzicoUrl,
    secretsManager: info.secretsManagerEndpoint,
    scheduler: info.schedulerEndpoint,
    ses: info.sesEndpoint,
    lambda: info.lambdaEndpoint,
    websocket: info.websocketCallbackUrl,
  };
  const sockets = listeningSockets();

  for (const [service, url] of Object.entries(services)) {
    const addresses = sockets.filter(({ port }) => port === portOf(url)).map(({ address }) => address);
    expect({ service, addresses }).toEqual({ service, addresses: ['127.0.0.1'] });
  }
});
