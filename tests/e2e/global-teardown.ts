/** Stops the loopback SMTP server and the stand-ins of global-setup.ts (same runner process). */
export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__e2eSmtpServer;
  globalThis.__e2eSmtpServer = undefined;
  const standIns = globalThis.__e2eStandIns;
  globalThis.__e2eStandIns = undefined;
  await standIns?.close();
  const alertStandIns = globalThis.__e2eAlertStandIns;
  globalThis.__e2eAlertStandIns = undefined;
  await alertStandIns?.close();
  await server?.close();
}
