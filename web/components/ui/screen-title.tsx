/** A screen's heading and, under it, the line that says what the screen is for. */
export function ScreenTitle({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-1 text-sm text-stone-600">{intro}</p>
    </div>
  );
}
