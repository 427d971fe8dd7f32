/** Stops the loopback SMTP server and the robot-check stand-ins of global-setup.ts (same runner process). */
export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__e2eSmtpServer;
  globalThis.__e2eSmtpServer = undefined;
  const standIns = globalThis.__e2eStandIns;
  globalThis.__e2eStandIns = undefined;
  await standIns?.close();
  await server?.close();
}
