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

export const ArrowLeft = icon(ArrowLeftNode, "arrow-left");
export const ArrowRight = icon(ArrowRightNode, "arrow-right");
export const BadgeCheck = icon(BadgeCheckNode, "badge-check");
export const Building2 = icon(Building2Node, "building-2");
export const CalendarCheck = icon(CalendarCheckNode, "calendar-check");
export const Check = icon(CheckNode, "check");
export const ChevronDown = icon(ChevronDownNode, "chevron-down");
export const ChevronLeft = icon(ChevronLeftNode, "chevron-left");
export const ChevronRight = icon(ChevronRightNode, "chevron-right");
export const CircleAlert = icon(CircleAlertNode, "circle-alert");
export const CircleCheck = icon(CircleCheckNode, "circle-check");
export const CircleX = icon(CircleXNode, "circle-x");
export const Clock = icon(ClockNode, "clock");
export const Cog = icon(CogNode, "cog");
export const Drill = icon(DrillNode, "drill");
export const Droplets = icon(DropletsNode, "droplets");
export const Expand = icon(ExpandNode, "expand");
export const Factory = icon(FactoryNode, "factory");
export const FileDown = icon(FileDownNode, "file-down");
export const Gauge = icon(GaugeNode, "gauge");
export const Hammer = icon(HammerNode, "hammer");
export const HardHat = icon(HardHatNode, "hard-hat");
export const Home = icon(HouseNode, "house");
export const ImageIcon = icon(ImageNode, "image");
export const Info = icon(InfoNode, "info");
export const Leaf = icon(LeafNode, "leaf");
export const Mail = icon(MailNode, "mail");
export const MapPin = icon(MapPinNode, "map-pin");
export const Menu = icon(MenuNode, "menu");
export const MessageSquareText = icon(MessageSquareTextNode, "message-square-text");
export const Phone = icon(PhoneNode, "phone");
export const Quote = icon(QuoteNode, "quote");
export const RotateCcw = icon(RotateCcwNode, "rotate-ccw");
export const Ruler = icon(RulerNode, "ruler");
export const ScanLine = icon(ScanLineNode, "scan-line");
export const Search = icon(SearchNode, "search");
export const Send = icon(SendNode, "send");
export const ShieldCheck = icon(ShieldCheckNode, "shield-check");
export const Siren = icon(SirenNode, "siren");
export const Sparkles = icon(SparklesNode, "sparkles");
export const ThumbsUp = icon(ThumbsUpNode, "thumbs-up");
export const Truck = icon(TruckNode, "truck");
export const Users = icon(UsersNode, "users");
export const VolumeX = icon(VolumeXNode, "volume-x");
export const Wind = icon(WindNode, "wind");
export const Wrench = icon(WrenchNode, "wrench");
export const X = icon(XNode, "x");
export const Zap = icon(ZapNode, "zap");
