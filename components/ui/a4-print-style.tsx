/**
 * Printing the page that shows it gives one A4 sheet: the paper's size and margins, the site's bar hidden and a white
 * page. Each printable sheet renders it, so the rule applies only while such a sheet is on screen and every other page
 * prints as the browser would.
 */
export function A4PrintStyle({ margin }: { margin: "10mm" | "12mm" }) {
  return (
    <style>{`@media print {
  @page { size: A4; margin: ${margin}; }
  body > header { display: none !important; }
  body { background: white !important; }
}`}</style>
  );
}
