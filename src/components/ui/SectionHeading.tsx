type Level = "h1" | "h2";

/** A section's title and optional subtitle (eyebrow-free, large, readable on a phone). */
export function SectionHeading({
  title,
  subtitle,
  as: Tag = "h2",
  align = "left",
  id,
}: {
  title: string;
  subtitle?: string;
  as?: Level;
  align?: "left" | "center";
  id?: string;
}) {
  return (
    <div className={`mb-8 max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      <Tag id={id} className={Tag === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"}>
        {title}
      </Tag>
      {subtitle ? <p className="mt-3 text-lg opacity-85">{subtitle}</p> : null}
    </div>
  );
}
