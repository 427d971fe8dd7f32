// The floor of the Lighthouse bench: the smallest Next.js app router page, built with the same
// Next.js and React as the site, so every figure can be reported as a ratio to it.
export const metadata = { title: "Bare Next.js page", description: "The bench's reference page." };

export default function RootLayout({ children }) {
  return (
    <html lang="en-CA">
      <body>{children}</body>
    </html>
  );
}
