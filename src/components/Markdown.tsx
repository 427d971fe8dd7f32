import Link from "next/link";
import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";

/** Markdown from content files, rendered on the server only (no client JavaScript). */
export function Markdown({ children, className = "" }: { children: string; className?: string }) {
  return (
    <div className={`prose-body ${className}`}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={{
          a: ({ href = "", children: text }) =>
            href.startsWith("/") ? (
              <Link prefetch={false} href={href}>
                {text}
              </Link>
            ) : (
              <a href={href}>{text}</a>
            ),
          h1: ({ children: text }) => <h2>{text}</h2>,
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
