import { Phone } from "lucide-react";
import { telHref } from "@/shared/phone";

/** The company phone as a tel: link; the number comes from site.yaml through props. */
export function PhoneLink({
  phone,
  className = "",
  label,
}: {
  phone: string;
  className?: string;
  label?: string;
}) {
  return (
    <a
      href={telHref(phone)}
      className={`inline-flex items-center gap-2 font-semibold ${className}`}
    >
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span>{label ?? phone}</span>
    </a>
  );
}
