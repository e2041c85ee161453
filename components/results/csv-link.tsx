import { buttonClass } from "../ui/button-styles";

/** A CSV export: the endpoint answers as an attachment with its own file name, so this is a plain download link. */
export function CsvLink({
  href,
  label = "Download CSV",
  className = "",
}: {
  href: string;
  label?: string;
  className?: string;
}) {
  return (
    <a href={href} download className={buttonClass("secondary", className)}>
      <span aria-hidden>⤓</span> {label}
    </a>
  );
}
