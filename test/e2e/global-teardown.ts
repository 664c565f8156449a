export default async function globalTeardown(): Promise<void> {
  await globalThis.squadE2eStack?.stop();
}
