export function Component() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="font-serif text-2xl">Subscription</h1>
    </main>
  );
}
