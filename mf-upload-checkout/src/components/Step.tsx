/** A numbered step's card title, read as "Step 2: Options" by assistive technology. */
export function Step({ n, title }: { n: number; title: string }) {
  return (
    <span className="quote-step__title">
      <span className="quote-step__number" aria-hidden="true">
        {n}
      </span>
      <span>
        <span className="ui-visually-hidden">Step {n}: </span>
        {title}
      </span>
    </span>
  );
}
