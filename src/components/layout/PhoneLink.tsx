import { Phone } from "@/components/ui/icons";
import type { CompanyPhone } from "@/shared/phone";

/** The company phone as a tel: link; the number and its link come from the server (companyPhone). */
export function PhoneLink({
  phone,
  className = "",
  label,
}: {
  phone: CompanyPhone;
  className?: string;
  label?: string;
}) {
  return (
    <a href={phone.href} className={`inline-flex items-center gap-2 font-semibold ${className}`}>
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span>{label ?? phone.text}</span>
    </a>
  );
}
