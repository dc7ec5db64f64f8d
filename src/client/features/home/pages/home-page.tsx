export function HomePage() {
  return <h1>NJTC</h1>;
}
