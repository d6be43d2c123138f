import { siteConfig } from "../../site.config";

export function Logo({ className = "", nameClassName = "" }: { className?: string; nameClassName?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold text-white ${className}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#22D3EE" />
            <stop offset="1" stopColor="#8B5CF6" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
        <path
          d="M8 22V10l8 8 8-8v12"
          fill="none"
          stroke="#0B1220"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`text-lg tracking-tight ${nameClassName}`}>{siteConfig.brandName}</span>
    </span>
  );
}
