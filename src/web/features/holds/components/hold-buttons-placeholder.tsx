/**
 * Where the deposit and offer buttons go while their terms and their code are on the way: about
 * their height (two stacked buttons and a line or two on a phone, one row and a line wider), so the
 * page below them hardly moves when they appear.
 */
export function HoldButtonsPlaceholder() {
  return <div className="min-h-[9.3rem] sm:min-h-[5rem]" aria-hidden="true" />;
}
