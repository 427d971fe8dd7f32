export default function Page() {
  return (
    <main>
      <h1>Concrete cutting in Toronto</h1>
      <p>A bare page with a heading and a paragraph, and nothing else.</p>
    </main>
  );
}
