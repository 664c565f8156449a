export default async function globalTeardown(): Promise<void> {
  await Promise.all([globalThis.squadE2eStack?.stop(), globalThis.squadE2eBrowser?.close()]);
}
