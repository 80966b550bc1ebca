/** A few inline outline icons (no icon package is installed). */
const base = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const SearchIcon = () => (
  <svg {...base}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const MessageIcon = () => (
  <svg {...base}>
    <path d="M4 5h16v11H8l-4 4z" />
  </svg>
);
export const BellIcon = () => (
  <svg {...base}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </svg>
);
export const ChevronIcon = () => (
  <svg {...base} width={14} height={14}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);
export const MoreIcon = () => (
  <svg {...base} width={16} height={16}>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </svg>
);
export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const LoginIcon = () => (
  <svg {...base}>
    <path d="M14 4h5v16h-5" />
    <path d="m10 8 4 4-4 4" />
    <path d="M3 12h11" />
  </svg>
);
export const HomeIcon = () => (
  <svg {...base}>
    <path d="m3 11 9-7 9 7" />
    <path d="M5 10v10h14V10" />
  </svg>
);
export const DotIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="3" />
  </svg>
);
