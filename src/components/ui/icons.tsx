import { createElement, type JSX, type SVGProps } from "react";
import {
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  BadgeCheck as BadgeCheckNode,
  Building2 as Building2Node,
  CalendarCheck as CalendarCheckNode,
  Check as CheckNode,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  CircleAlert as CircleAlertNode,
  CircleCheck as CircleCheckNode,
  CircleX as CircleXNode,
  Clock as ClockNode,
  Cog as CogNode,
  Drill as DrillNode,
  Droplets as DropletsNode,
  Expand as ExpandNode,
  Factory as FactoryNode,
  FileDown as FileDownNode,
  Gauge as GaugeNode,
  Hammer as HammerNode,
  HardHat as HardHatNode,
  House as HouseNode,
  Image as ImageNode,
  Info as InfoNode,
  Leaf as LeafNode,
  Mail as MailNode,
  MapPin as MapPinNode,
  Menu as MenuNode,
  MessageSquareText as MessageSquareTextNode,
  Phone as PhoneNode,
  Quote as QuoteNode,
  RotateCcw as RotateCcwNode,
  Ruler as RulerNode,
  ScanLine as ScanLineNode,
  Search as SearchNode,
  Send as SendNode,
  ShieldCheck as ShieldCheckNode,
  Siren as SirenNode,
  Sparkles as SparklesNode,
  ThumbsUp as ThumbsUpNode,
  Truck as TruckNode,
  Users as UsersNode,
  VolumeX as VolumeXNode,
  Wind as WindNode,
  Wrench as WrenchNode,
  X as XNode,
  Zap as ZapNode,
  type IconNode,
} from "lucide";

/** An icon: the SVG's props (a class, aria-hidden) pass through. */
export type IconComponent = (props: SVGProps<SVGSVGElement>) => JSX.Element;

/**
 * Lucide's icons drawn as plain SVG (issue 26). lucide-react's components are client components
 * ("use client", for a context): every icon a server component drew became a client reference,
 * carrying its paths in the page's RSC payload and lucide's runtime in the first script. These
 * render on the server like any element and cost nothing in the browser; the drawings are
 * lucide's own (the `lucide` package's icon nodes), with lucide-react's default attributes: an
 * icon nothing names is hidden from assistive technology.
 */
function icon(node: IconNode, name: string): IconComponent {
  function LucideIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    const named = props["aria-label"] ?? props["aria-labelledby"] ?? props.role;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named === undefined ? true : undefined}
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  LucideIcon.displayName = name;
  return LucideIcon;
}

// Marked pure, so a chunk keeps only the icons it draws: unmarked, a bundler keeps every call,
// and each island's chunk carried all of them.
export const ArrowLeft = /* @__PURE__ */ icon(ArrowLeftNode, "arrow-left");
export const ArrowRight = /* @__PURE__ */ icon(ArrowRightNode, "arrow-right");
export const BadgeCheck = /* @__PURE__ */ icon(BadgeCheckNode, "badge-check");
export const Building2 = /* @__PURE__ */ icon(Building2Node, "building-2");
export const CalendarCheck = /* @__PURE__ */ icon(CalendarCheckNode, "calendar-check");
export const Check = /* @__PURE__ */ icon(CheckNode, "check");
export const ChevronDown = /* @__PURE__ */ icon(ChevronDownNode, "chevron-down");
export const ChevronLeft = /* @__PURE__ */ icon(ChevronLeftNode, "chevron-left");
export const ChevronRight = /* @__PURE__ */ icon(ChevronRightNode, "chevron-right");
export const CircleAlert = /* @__PURE__ */ icon(CircleAlertNode, "circle-alert");
export const CircleCheck = /* @__PURE__ */ icon(CircleCheckNode, "circle-check");
export const CircleX = /* @__PURE__ */ icon(CircleXNode, "circle-x");
export const Clock = /* @__PURE__ */ icon(ClockNode, "clock");
export const Cog = /* @__PURE__ */ icon(CogNode, "cog");
export const Drill = /* @__PURE__ */ icon(DrillNode, "drill");
export const Droplets = /* @__PURE__ */ icon(DropletsNode, "droplets");
export const Expand = /* @__PURE__ */ icon(ExpandNode, "expand");
export const Factory = /* @__PURE__ */ icon(FactoryNode, "factory");
export const FileDown = /* @__PURE__ */ icon(FileDownNode, "file-down");
export const Gauge = /* @__PURE__ */ icon(GaugeNode, "gauge");
export const Hammer = /* @__PURE__ */ icon(HammerNode, "hammer");
export const HardHat = /* @__PURE__ */ icon(HardHatNode, "hard-hat");
export const Home = /* @__PURE__ */ icon(HouseNode, "house");
export const ImageIcon = /* @__PURE__ */ icon(ImageNode, "image");
export const Info = /* @__PURE__ */ icon(InfoNode, "info");
export const Leaf = /* @__PURE__ */ icon(LeafNode, "leaf");
export const Mail = /* @__PURE__ */ icon(MailNode, "mail");
export const MapPin = /* @__PURE__ */ icon(MapPinNode, "map-pin");
export const Menu = /* @__PURE__ */ icon(MenuNode, "menu");
export const MessageSquareText = /* @__PURE__ */ icon(MessageSquareTextNode, "message-square-text");
export const Phone = /* @__PURE__ */ icon(PhoneNode, "phone");
export const Quote = /* @__PURE__ */ icon(QuoteNode, "quote");
export const RotateCcw = /* @__PURE__ */ icon(RotateCcwNode, "rotate-ccw");
export const Ruler = /* @__PURE__ */ icon(RulerNode, "ruler");
export const ScanLine = /* @__PURE__ */ icon(ScanLineNode, "scan-line");
export const Search = /* @__PURE__ */ icon(SearchNode, "search");
export const Send = /* @__PURE__ */ icon(SendNode, "send");
export const ShieldCheck = /* @__PURE__ */ icon(ShieldCheckNode, "shield-check");
export const Siren = /* @__PURE__ */ icon(SirenNode, "siren");
export const Sparkles = /* @__PURE__ */ icon(SparklesNode, "sparkles");
export const ThumbsUp = /* @__PURE__ */ icon(ThumbsUpNode, "thumbs-up");
export const Truck = /* @__PURE__ */ icon(TruckNode, "truck");
export const Users = /* @__PURE__ */ icon(UsersNode, "users");
export const VolumeX = /* @__PURE__ */ icon(VolumeXNode, "volume-x");
export const Wind = /* @__PURE__ */ icon(WindNode, "wind");
export const Wrench = /* @__PURE__ */ icon(WrenchNode, "wrench");
export const X = /* @__PURE__ */ icon(XNode, "x");
export const Zap = /* @__PURE__ */ icon(ZapNode, "zap");
