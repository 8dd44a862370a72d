export function App() {
  return (
    <main>
      <h1>Futterkompass</h1>
      <p>Hunde- und Katzenfutter vergleichen.</p>
    </main>
  );
}
