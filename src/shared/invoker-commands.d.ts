import "react";

/**
 * Invoker commands (`commandfor` and `command` on a button), which @types/react does not list
 * yet: the browser opens and closes a dialog without the page's script (Chromium 135, Firefox
 * 144, Safari 26.2). The mobile menu uses them so that it works before its code arrives.
 */
declare module "react" {
  // Declaration merging needs React's own type parameter, which these attributes do not use.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}
