/** Stops the loopback SMTP server of global-setup.ts (same runner process). */
export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__e2eSmtpServer;
  globalThis.__e2eSmtpServer = undefined;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}
